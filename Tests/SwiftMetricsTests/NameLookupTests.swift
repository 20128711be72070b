import XCTest

@testable import SwiftMetrics

/// Swift's lookup rules, approximated: qualified names, own module first, imports, nesting.
/// Expectations: `NameLookupFixture`'s comment.
final class NameLookupTests: XCTestCase {
  let result = NameLookupFixture.analyze()

  private func edges(of name: String) -> [String] {
    result.types.first { $0.name == name }?.outgoing.map { "\($0.to)×\($0.count)" } ?? ["missing"]
  }

  private func component(_ name: String) -> ComponentMetrics? {
    result.components.first { $0.name == name }
  }

  func testSameNameInTwoModulesIsPrefixedByModule() {
    XCTAssertEqual(
      result.types.map(\.name),
      [
        "App.FeedInteractor", "Describable", "DetailInteractor", "DetailPresenter",
        "Domain.FeedInteractor", "Domain.Token", "FeedInteractor.Page", "FeedPresenter",
        "FeedView", "FeedView.Header", "FeedView.Row", "Header", "Kit.Token", "Row", "Screen",
        "SettingsInteractor", "Theme", "Theme.Page",
      ])
  }

  func testModuleQualifiedNamesResolveInThatModule() {
    XCTAssertEqual(
      edges(of: "App.FeedInteractor"), ["Domain.FeedInteractor×3", "FeedInteractor.Page×1"])
    XCTAssertEqual(edges(of: "Domain.FeedInteractor"), ["FeedInteractor.Page×2"])
  }

  func testOwnModuleShadowsImportedModules() {
    XCTAssertEqual(edges(of: "FeedPresenter"), ["App.FeedInteractor×1", "FeedView×1"])
  }

  func testOtherModulesAndImportsDecideUnqualifiedNames() {
    XCTAssertEqual(
      edges(of: "DetailInteractor"),
      ["Domain.FeedInteractor×1", "Domain.Token×1", "SettingsInteractor×1"])
    XCTAssertEqual(
      edges(of: "DetailPresenter"),
      ["DetailInteractor×1", "Kit.Token×1", "Theme×1", "Theme.Page×1"])
  }

  func testAmbiguousNamesAreListedAndNotCounted() {
    XCTAssertEqual(
      result.ambiguousReferences.map(\.description),
      ["App/Modules/Detail/DetailPresenter.swift:6: Token ×2 could be Domain.Token, Kit.Token"])
    XCTAssertEqual(result.totals.ambiguousReferences, 1)
    XCTAssertTrue(
      result.renderText().contains(
        "Ambiguous references (declared by several modules; no edge counted):\n"
          + "  App/Modules/Detail/DetailPresenter.swift:6: Token ×2"))
    XCTAssertTrue(result.renderMarkdown().contains("## Ambiguous references"))
  }

  func testAmbiguousReferencesInJSON() throws {
    let json = try JSONSerialization.jsonObject(with: try result.jsonData()) as? [String: Any]
    let entries = json?["ambiguousReferences"] as? [[String: Any]]
    XCTAssertEqual(entries?.count, 1)
    XCTAssertEqual(entries?.first?["name"] as? String, "Token")
    XCTAssertEqual(entries?.first?["line"] as? Int, 6)
    XCTAssertEqual(entries?.first?["count"] as? Int, 2)
    XCTAssertEqual(entries?.first?["candidates"] as? [String], ["Domain.Token", "Kit.Token"])
    XCTAssertEqual((json?["totals"] as? [String: Any])?["ambiguousReferences"] as? Int, 1)
  }

  func testNestedNamesShadowTopLevelOnesOnlyInsideTheirType() {
    XCTAssertEqual(edges(of: "FeedView"), ["FeedView.Header×2", "FeedView.Row×1"])
    XCTAssertEqual(edges(of: "Screen"), ["Header×1", "Row×1"])
  }

  func testQualifiedExtensionJoinsThatModulesType() {
    XCTAssertEqual(edges(of: "SettingsInteractor"), ["Describable×1"])
    XCTAssertEqual(
      result.types.first { $0.name == "SettingsInteractor" }?.inherits, ["Describable"])
  }

  func testComponentsFollowTheResolvedModules() {
    XCTAssertEqual(component("App/Modules/Feed")?.dependsOn, ["Domain"])
    XCTAssertEqual(component("App/Modules/Detail")?.dependsOn, ["Domain", "Kit"])
    XCTAssertEqual(component("Domain")?.usedBy, ["App/Modules/Detail", "App/Modules/Feed"])
    XCTAssertEqual(component("Kit")?.usedBy, ["App/Modules/Detail"])
    XCTAssertEqual(
      result.components.map { "\($0.name) Ca \($0.ca) Ce \($0.ce)" },
      [
        "App/Modules/Detail Ca 0 Ce 2", "App/Modules/Feed Ca 0 Ce 1", "App/Shared Ca 0 Ce 0",
        "Domain Ca 2 Ce 0", "Kit Ca 1 Ce 0",
      ])
  }

  func testDomainTypeOfTheSameNameIsNotAnotherScreen() {
    XCTAssertEqual(
      result.screensKnown.map { "\($0.screen) \($0.count)" }, ["Detail 0", "Feed 0"])
  }
}
