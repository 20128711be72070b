import Foundation
import XCTest

/// Reads the variant's code: every screen is a module with the same roles in the same files;
/// modules know only their own contracts and the domain; builders only assemble; coordinators
/// decide navigation and only routers (and the tab bar, told by its presenter) perform it.
final class ModuleStructureTests: XCTestCase {
  private let screens = [
    "About", "EditProfile", "Feed", "ForgotPassword", "Login", "MainTabs", "MyProfile",
    "Onboarding", "PostDetail", "Settings", "SignUp", "UserProfile",
  ]
  private let roles = ["Builder", "Contracts", "Presenter", "ViewController"]

  /// A call of a UIKit navigation method (not a router's method of the same name, not a
  /// declaration), or an assignment to a navigation property; the method or property name.
  private let navigation = try! NSRegularExpression(
    pattern: #"(?<!func )(?<!router\.)(?<!router\?\.)(?<!Router\.)\b(pushViewController"#
      + #"|popViewController|popToRootViewController|popToViewController|setViewControllers"#
      + #"|present|dismiss|setRootViewController|setSelectedIndex)(?=\s*\()"#
      + #"|\.(selectedIndex|selectedViewController|rootViewController|viewControllers)(?=\s*=[^=])"#
      + #"|^\s*(selectedIndex)(?=\s*=[^=])"#, options: .anchorsMatchLines)

  /// The shared domain's type names, which every module may use.
  private func domainTypes() throws -> Set<String> {
    let domain = VariantSource.root.deletingLastPathComponent().appendingPathComponent("Townsquare")
    let declaration = try NSRegularExpression(pattern: #"(?:class|struct|enum|protocol) (\w+)"#)
    var names: Set<String> = []
    let enumerator = FileManager.default.enumerator(atPath: domain.path)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: domain.appendingPathComponent(path), encoding: .utf8)
      for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
      }
    }
    return names
  }

  func testEveryScreenIsAModuleWithTheSameRolesAndFileNames() throws {
    let modules = Dictionary(
      grouping: try VariantSource.all().filter { $0.path.hasPrefix("Modules/") }, by: \.folder)
    XCTAssertEqual(modules.keys.sorted(), screens.map { "Modules/" + $0 })
    for screen in screens {
      XCTAssertEqual(
        modules["Modules/" + screen]?.map(\.name), roles.map { "\(screen)\($0).swift" }, screen)
    }
  }

  func testNoModuleNamesAnotherModulesTypes() throws {
    let domain = try domainTypes()
    XCTAssertTrue(domain.isSuperset(of: ["FeedInteractor", "SettingsInteractor", "Profile"]))
    var ownNames = 0
    for file in try VariantSource.all() where file.path.hasPrefix("Modules/") {
      let module = file.folder.replacingOccurrences(of: "Modules/", with: "")
      for other in screens {
        let named = file.identifiers.filter {
          $0.hasPrefix(other) && $0 != other && !domain.contains($0)
        }
        if other == module {
          ownNames += named.count
        } else {
          XCTAssertEqual(named.filter { !$0.hasPrefix(module) }.sorted(), [], file.path)
        }
      }
    }
    XCTAssertGreaterThan(ownNames, screens.count * 4, "the scan sees the modules' own names")
  }

  func testPresentersKnowNoUIKit() throws {
    let presenters = try VariantSource.all().filter { $0.name.hasSuffix("Presenter.swift") }
    XCTAssertEqual(presenters.count, screens.count)
    for presenter in presenters {
      XCTAssertFalse(presenter.text.contains("import HeadlessUIKit"), presenter.path)
    }
  }

  func testOnlyRoutersAndTheTabBarNavigate() throws {
    var calls: [String: [String]] = [:]
    for file in try VariantSource.all() {
      let found = file.matches(navigation)
      if !found.isEmpty { calls[file.name] = found }
    }
    XCTAssertEqual(
      calls,
      [
        "NavigationRouter.swift": [
          "pushViewController", "popViewController", "popToRootViewController",
          "setViewControllers", "present", "dismiss",
        ],
        "WindowRouter.swift": ["rootViewController"],
        // Not UIKit's: the Router's own requirements of the same names, given defaults.
        "Router+Defaults.swift": ["present", "dismiss"],
        // Assembly: the tab bar gets its tabs before it is shown.
        "MainTabsBuilder.swift": ["setViewControllers"],
        // Told by its presenter which tab to show, for a coordinator's deep link.
        "MainTabsViewController.swift": ["selectedIndex"],
      ])
  }
}
