import Harness
import XCTest

@testable import Reporting

final class ChangeCostSectionTests: XCTestCase {
  func testEachRequestShowsItsCostPerVariantAndAMissingPatchSaysSo() throws {
    let diff = try UnifiedDiff.parse(
      """
      --- a/Sources/TownsquareVIPER/Modules/Feed/FeedWireframe.swift
      +++ b/Sources/TownsquareVIPER/Modules/Feed/FeedWireframe.swift
      @@ -1,1 +1,2 @@
       final class FeedWireframe {
      +  func showNotifications() {}

      """, name: "viper.patch")
    var cost = ChangeCost.of([diff], variantPaths: ["Sources/TownsquareVIPER"])
    XCTAssertEqual(cost.lines[.navigation], ChangeCost.Lines(added: 1, removed: 0))
    cost.typesAdded = 0
    let table = ChangeCostTable(
      variants: ["VIPER", "MVVM+C"],
      rows: [.init(name: "notifications-screen", title: "Notifications", costs: [cost, nil])])
    let text = ChangeCostSection.render(table)
    XCTAssertTrue(
      text.contains("| [Notifications](../Scenarios/changes/notifications-screen/README.md) |"),
      text)
    XCTAssertTrue(text.contains("1 line, 1 file (0 new)"), text)
    XCTAssertTrue(text.contains("no patch"), text)
    XCTAssertTrue(text.contains("| notifications-screen | VIPER"), text)
    XCTAssertFalse(text.contains("| notifications-screen | MVVM+C"), text)
    let main = ChangeCostSection.render(table, detail: "scenarios.md")
    XCTAssertFalse(main.contains("| notifications-screen | VIPER"), "by layer is in the detail")
    XCTAssertTrue(main.contains("(scenarios.md#change-cost-by-layer)"), main)
    XCTAssertTrue(
      ChangeCostSection.renderDetail(table).contains("| notifications-screen | VIPER"))
  }
}
