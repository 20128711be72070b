import Foundation

/// The good inputs mutations start from: the bundled scenario scripts and Swift sources when the
/// fuzzer runs in the package root (so that it mutates real input), else a few written here.
/// Read in sorted order, so that a seed makes the same inputs in every run of the same tree.
struct FuzzCorpus {
  /// Swift files bigger than this are left out: inputs are kept small to stay fast.
  static let largestSwiftFile = 8_000

  let scenarios: [String]
  let swiftSources: [String]

  init(root: String = FileManager.default.currentDirectoryPath) {
    scenarios =
      Self.read(under: root + "/Scenarios", suffix: ".scenario", largest: 100_000)
      + [Self.builtInScenario]
    swiftSources =
      Self.read(under: root + "/Sources", suffix: ".swift", largest: Self.largestSwiftFile)
      + Self.builtInSwift
  }

  private static func read(under folder: String, suffix: String, largest: Int) -> [String] {
    guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: folder) else {
      return []
    }
    return paths.filter { $0.hasSuffix(suffix) }.sorted().compactMap { path in
      guard let data = FileManager.default.contents(atPath: folder + "/" + path),
        data.count <= largest
      else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
  }

  static let builtInScenario = """
    scenario "Opens a post and goes back" @feed @smoke
      given logged-in ana@example.com
      launch
      expect screen Feed
      tap post-1
      expect hierarchy "Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}"
      type email "a \\"quoted\\" text" # a comment
      back cancelled
      swipe-down
      tab Profile
      open "app://user/2"
      expire-session
      expect text title "Coordinators in practice"
      relaunch
      expect no-leaks
    end

    """

  static let builtInSwift = [
    """
    import UIKit

    protocol FeedRouting: AnyObject { func showPost(_ id: Int) }

    final class FeedCoordinator: Coordinator, FeedRouting {
      private let navigationController: UINavigationController
      var children: [Coordinator] = []
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func showPost(_ id: Int) {
        let detail = PostDetailViewController(id: id)
        navigationController.pushViewController(detail, animated: true)
      }
    }

    """,
    """
    struct Outer<T: Equatable> where T: Sendable {
      enum Inner { case a(Int), b(String) }
      let text = #"raw \\(not) "interpolated""#
      let multi = \"\"\"
        line \\(1 + 2)
        \"\"\"
      func f() -> some View { Text("x\\(y)") }
      /* nested /* comment */ */
    }
    extension Outer.Inner: CustomStringConvertible { var description: String { "" } }

    """,
  ]
}
