import XCTest

@testable import SwiftMetrics

/// The numbers of `MetricsFixture`, computed by hand in its documentation comment.
final class MetricsTests: XCTestCase {
  let result = MetricsFixture.analyze()

  private func component(_ name: String) -> ComponentMetrics? {
    result.components.first { $0.name == name }
  }

  func testComponentTable() {
    let rows = result.components.map {
      "\($0.name) types \($0.types) prot \($0.protocols) Ca \($0.ca) Ce \($0.ce) "
        + "I \(Format.ratio($0.instability)) A \(Format.ratio($0.abstractness)) "
        + "D \(Format.ratio($0.distance))"
    }
    XCTAssertEqual(
      rows,
      [
        "App/Modules/Detail types 2 prot 0 Ca 1 Ce 1 I 0.50 A 0.00 D 0.50",
        "App/Modules/Feed types 4 prot 1 Ca 0 Ce 2 I 1.00 A 0.25 D 0.25",
        "Domain types 2 prot 1 Ca 2 Ce 0 I 0.00 A 0.50 D 0.50",
      ])
    XCTAssertEqual(component("Domain")?.isShared, true)
    XCTAssertEqual(component("App/Modules/Feed")?.dependsOn, ["App/Modules/Detail", "Domain"])
    XCTAssertEqual(component("Domain")?.usedBy, ["App/Modules/Detail", "App/Modules/Feed"])
  }

  func testInstabilityIsNotApplicableWithoutCoupling() {
    let lonely = SwiftAnalyzer.analyze(
      sources: [("App/A.swift", "struct A {}")], options: AnalysisOptions())
    XCTAssertNil(lonely.components[0].instability)
    XCTAssertNil(lonely.components[0].distance)
    XCTAssertTrue(lonely.renderText().contains("n/a"))
  }

  func testCouplingBetweenObjects() {
    XCTAssertEqual(
      result.types.map { "\($0.name) \($0.cbo)" },
      [
        "DetailViewController 2", "DetailWireframe 3", "FeedPresenter 4", "FeedViewController 2",
        "FeedViewInput 2", "FeedWireframe 3", "Post 5", "PostStore 1",
      ])
  }

  func testEdgeCounts() {
    let edges = result.types.first { $0.name == "FeedPresenter" }?.outgoing
    XCTAssertEqual(
      edges?.map { "\($0.to) \($0.count)" }, ["FeedViewInput 1", "FeedWireframe 2", "Post 1"])
  }

  func testRoles() {
    XCTAssertEqual(
      result.types.map { "\($0.name) \($0.role.rawValue)" },
      [
        "DetailViewController View", "DetailWireframe Wireframe", "FeedPresenter Presenter",
        "FeedViewController View", "FeedViewInput View", "FeedWireframe Wireframe", "Post Entity",
        "PostStore Service",
      ])
  }

  func testRoleOverrideComesFirst() {
    let overridden = MetricsFixture.analyze(roleOverrides: [
      RoleRule(suffix: "Store", role: .entity)
    ])
    XCTAssertEqual(overridden.types.first { $0.name == "PostStore" }?.role, .entity)
    XCTAssertTrue(overridden.roleMapping[0].contains("Store → Entity"))
  }

  func testTotals() {
    let totals = result.totals
    XCTAssertEqual(totals.files, 5)
    XCTAssertEqual(totals.codeLines, 30)
    XCTAssertEqual(totals.types, 6)
    XCTAssertEqual(totals.typesByKind, [.class: 4, .enum: 1, .protocol: 1])
    XCTAssertEqual(totals.typesByRole, [.view: 3, .presenter: 1, .wireframe: 2])
    XCTAssertEqual(totals.screens, 2)
    XCTAssertEqual(totals.protocolsPerScreen, 0.5)
    XCTAssertEqual(totals.filesPerScreen, 2.5)
    XCTAssertEqual(totals.sharedFiles, 1)
    XCTAssertEqual(totals.sharedCodeLines, 7)
    XCTAssertEqual(Format.ratio(result.sharedShare, decimals: 3), "0.189")
    XCTAssertEqual(totals.imports, ["HeadlessUIKit"])
    XCTAssertEqual(totals.cycles, 0)
  }

  func testScreensKnown() {
    XCTAssertEqual(
      result.screensKnown.map { knowledge in
        "\(knowledge.screen) \(knowledge.count) "
          + knowledge.known.map { "\($0.screen)\($0.through)" }.joined()
      },
      ["Detail 0 ", #"Feed 1 Detail["DetailWireframe"]"#])
  }

  func testScreenKnownThroughABuilderElsewhere() {
    let sources = [
      (
        "App/Modules/Feed/FeedPresenter.swift",
        "class FeedPresenter { func f() { ModuleBuilder.detail() } }"
      ),
      ("App/Modules/Detail/DetailView.swift", "class DetailView {}"),
      (
        "App/Builders/DetailBuilder.swift",
        "enum DetailBuilder { static func make() -> DetailView { DetailView() } }"
      ),
      ("App/Builders/Use.swift", "class FeedHelper {}"),
      (
        "App/Modules/Profile/ProfilePresenter.swift",
        "class ProfilePresenter { let b = DetailBuilder.make() }"
      ),
    ]
    let known = SwiftAnalyzer.analyze(sources: sources, options: AnalysisOptions()).screensKnown
    XCTAssertEqual(
      known.map { "\($0.screen): " + $0.known.map { "\($0.screen)\($0.through)" }.joined() },
      ["Detail: ", "Feed: ", #"Profile: Detail["DetailBuilder"]"#])
  }

  func testNavigationAwareTypes() {
    XCTAssertEqual(result.navigationAwareTypes, ["FeedWireframe"])
    XCTAssertEqual(
      result.types.first { $0.name == "FeedWireframe" }?.navigationReasons,
      ["calls pushViewController(_:animated:) ×1", "holds UINavigationController"])
  }

  func testCyclesBetweenComponents() {
    let sources = [
      ("App/A/X.swift", "class X { let y: Y? = nil }"),
      ("App/B/Y.swift", "class Y { let z: Z? = nil }"),
      ("App/C/Z.swift", "class Z { let x: X? = nil }"),
      ("App/D/W.swift", "class W { let x: X? = nil }"),
    ]
    let cyclic = SwiftAnalyzer.analyze(sources: sources, options: AnalysisOptions())
    XCTAssertEqual(cyclic.cycles, [["App/A", "App/B", "App/C"]])
    XCTAssertEqual(cyclic.totals.cycles, 1)
  }

  func testGroupingByStem() {
    let stems = MetricsFixture.analyze(groupBy: .stem)
    XCTAssertEqual(stems.components.map(\.name), ["Detail", "Feed", "Post"])
    XCTAssertEqual(stems.components.map(\.types), [2, 4, 2])
    XCTAssertEqual(stems.components.map(\.screen), ["Detail", "Feed", nil])
  }

  func testGroupingByTarget() {
    let sources = [
      ("Pkg/Sources/Core/A.swift", "struct A {}"),
      ("Pkg/Sources/Core/Sub/B.swift", "struct B { let a: A }"),
      ("Pkg/Sources/App/C.swift", "struct C { let b: B }"),
    ]
    let targets = SwiftAnalyzer.analyze(
      sources: sources, options: AnalysisOptions(groupBy: .target))
    XCTAssertEqual(
      targets.components.map { "\($0.name) \($0.types) Ca \($0.ca) Ce \($0.ce)" },
      ["App 1 Ca 0 Ce 1", "Core 2 Ca 1 Ce 0"])
  }
}
