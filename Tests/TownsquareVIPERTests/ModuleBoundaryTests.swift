import Foundation
import XCTest

/// Reads the variant's source: every module has the same roles in the same files, knows other
/// modules only through their wireframes and module protocols, and navigates only in wireframes.
final class ModuleBoundaryTests: XCTestCase {
  private let screens = [
    "About", "EditProfile", "Feed", "ForgotPassword", "Login", "MainTabs", "MyProfile",
    "Onboarding", "PostDetail", "Settings", "SignUp", "UserProfile",
  ]

  func testEveryScreenIsAModuleWithTheSameRolesAndFileNames() throws {
    XCTAssertEqual(try SourceTree.moduleNames(), screens)
    for module in screens {
      let files = try SourceTree.swiftFiles(
        in: SourceTree.modulesRoot.appendingPathComponent(module)
      )
      .map(\.lastPathComponent)
      // No interactor file: each module uses the shared interactors through its contracts.
      let roles = ["Contracts", "Presenter", "ViewController", "Wireframe"]
      XCTAssertEqual(files, roles.map { "\(module)\($0).swift" }, module)
    }
  }

  func testNoModuleNamesAnotherModulesViewOrPresenter() throws {
    var checkedReferences = 0
    for module in screens {
      for file in try SourceTree.swiftFiles(
        in: SourceTree.modulesRoot.appendingPathComponent(module))
      {
        let words = Set(try identifiers(in: SourceTree.text(of: file)))
        for other in screens {
          for role in ["ViewController", "Presenter"] where words.contains(other + role) {
            if other == module {
              checkedReferences += 1
            } else {
              XCTFail("\(file.lastPathComponent) names \(other + role)")
            }
          }
        }
      }
    }
    XCTAssertGreaterThanOrEqual(checkedReferences, screens.count * 2, "the scan sees own names")
  }

  func testOnlyWireframesNavigate() throws {
    // A call of a UIKit navigation method, or an assignment to a navigation property.
    let navigation = try NSRegularExpression(
      pattern: #"\.(pushViewController|popViewController|popToRootViewController"#
        + #"|popToViewController|setViewControllers|present|dismiss|setRootViewController"#
        + #"|setSelectedIndex)\s*\(|\.(selectedIndex|selectedViewController|rootViewController"#
        + #"|viewControllers)\s*=[^=]"#)
    var wireframeCalls = 0
    for file in try SourceTree.allSwiftFiles() {
      let text = try SourceTree.text(of: file)
      let calls = navigation.matches(in: text, range: NSRange(text.startIndex..., in: text))
        .compactMap { Range($0.range, in: text).map { String(text[$0]) } }
      if file.lastPathComponent.hasSuffix("Wireframe.swift") {
        wireframeCalls += calls.count
      } else {
        XCTAssertEqual(calls, [], "\(file.lastPathComponent) navigates")
      }
    }
    XCTAssertGreaterThan(wireframeCalls, 8, "the scan finds the wireframes' calls")
  }

  /// The identifiers of Swift source, comments included (a comment naming another module's view
  /// would be as much a coupling smell as code).
  private func identifiers(in text: String) -> [String] {
    text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
  }
}
