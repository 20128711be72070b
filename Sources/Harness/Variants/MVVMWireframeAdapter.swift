import HeadlessUIKit
import Townsquare
import TownsquareMVVMWireframe

extension MVVMWireframeApp: RunningApp {}

extension AppVariant {
  /// Townsquare as MVVM screens navigated by per-screen wireframes: MVVM+C's screens with
  /// VIPER's navigation (MVVM+W).
  public static let mvvmWireframe = AppVariant(
    name: "MVVM+W", id: "mvvm-wireframe", faultPrefix: "mvvm-wireframe",
    sourcePath: "Sources/TownsquareMVVMWireframe"
  ) { environment, window in
    MVVMWireframeApp(environment: environment, window: window)
  }
}
