import HeadlessUIKit
import Townsquare
import TownsquareMVVMWireframe

extension MVVMWireframeApp: RunningApp {}

extension AppVariant {
  /// Townsquare as MVVM screens navigated by per-screen wireframes: the Coordinator variant's
  /// screens with VIPER's navigation.
  public static let mvvmWireframe = AppVariant(
    name: "MVVM+W", id: "mvvm-wireframe", faultPrefix: "mvvm-wireframe",
    sourcePath: "Sources/TownsquareMVVMWireframe"
  ) { environment, window in
    MVVMWireframeApp(environment: environment, window: window)
  }
}
