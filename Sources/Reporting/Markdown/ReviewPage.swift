import Foundation
import Harness
import SwiftMetrics

/// `analyze PATH --markdown F`'s review page: the analysed app in the comparison report's
/// terms, beside the Townsquare variants measured by the same rules at run time.
public enum ReviewPage {
  /// The page for `result`; the variants' sources are looked for under `packageRoot` (by
  /// default the current folder when it holds them, else this package's checkout).
  public static func render(_ result: AnalysisResult, packageRoot: String? = nil) -> String {
    let testFolders = ReviewMeasures.testFolders(for: result.roots)
    let app = ReviewMeasures.measure(result, name: "This app", testFolders: testFolders)
    var out = [
      "", "## Review page", "",
      "The app in the terms of the comparison report (`Reports/comparison.md`), by the same "
        + "rules: a screen's types are those named with its stem; a type *knows* a screen when "
        + "it references one of its types; who decides comes from the navigation graph (the "
        + "entry setting the first window root at launch left out); definitions in "
        + "SwiftMetrics.docc.", "",
    ]
    out += layerSection(app)
    out += screenSection(app) + decidersSection(app) + flowSection(app) + testSection(app)
    out += comparison(app, root: packageRoot ?? locateRoot())
    return out.joined(separator: "\n") + "\n"
  }

  /// Code lines per layer, by what each declaration does (the comparison report's rule).
  static func layerSection(_ app: ReviewMeasures) -> [String] {
    let out = [
      "### Layers by declaration", "",
      "Each declaration (type, extension, member with a body) in one layer by what its code does: "
        + "navigation performs or decides a transition, assembly constructs and wires screens, "
        + "instrumentation exists only for a test bench; the rest is screen code (shared domain "
        + "under `--shared`).", "",
    ]
    guard !app.layerLines.isEmpty else {
      return out + ["_The sources could not be read again to classify them._", ""]
    }
    let total = app.layerLines.values.reduce(0, +)
    var table = MarkdownTable(
      ["Layer", "Code lines", "Share"], alignments: [.left, .right, .right])
    for layer in DeclarationLayer.allCases {
      let lines = app.layerLines[layer] ?? 0
      let share = total > 0 ? Double(lines) / Double(total) : 0
      table.add([layer.rawValue, "\(lines)", Format.fixed(share)])
    }
    return out + [table.rendered, ""]
  }

  static func screenSection(_ app: ReviewMeasures) -> [String] {
    let out = [
      "### Screens that know other screens", "",
      "\(Format.plural(app.screens, "screen")); \(Format.plural(app.screenPairs.count, "pair")) "
        + "of a screen knowing another.", "",
    ]
    guard !app.screenPairs.isEmpty else { return out }
    var table = MarkdownTable(["Screen", "knows", "through"])
    for pair in app.screenPairs {
      table.add([pair.screen, pair.known, pair.through.map(Format.code).joined(separator: ", ")])
    }
    return out + [table.rendered, ""]
  }

  static func decidersSection(_ app: ReviewMeasures) -> [String] {
    var out = [
      "### Who decides navigation", "",
      "\(Format.plural(app.deciders.count, "type")) decide \(Format.plural(app.edges, "edge")).",
      "",
    ]
    guard !app.deciders.isEmpty else { return out }
    var table = MarkdownTable(
      ["Deciding type", "Role", "Edges"], alignments: [.left, .left, .right])
    for decider in app.deciders {
      table.add([Format.code(decider.type), decider.role, "\(decider.edges)"])
    }
    out += [table.rendered, ""]
    return out
  }

  static func flowSection(_ app: ReviewMeasures) -> [String] {
    var out = [
      "### Flow objects and the swipes", "",
      "A back swipe or sheet swipe goes around app code; a coordinator, wireframe or router "
        + "that keeps screens and pushes (or presents) must hear of it through UIKit's "
        + "callbacks, itself or through an object it keeps, or it holds screens that are gone.",
      "",
    ]
    let keeping = app.flowObjects.filter(\.keepsScreens)
    guard !keeping.isEmpty else {
      return out + [
        "No flow object keeps screens (of \(Format.plural(app.flowObjects.count, "flow object"))).",
        "",
      ]
    }
    var table = MarkdownTable(
      ["Flow object", "Role", "Keeps", "Back swipe heard by", "Sheet swipe heard by", "Misses"])
    for flow in keeping {
      var misses: [String] = []
      if flow.missesBackGesture { misses.append("back swipe") }
      if flow.missesSheetSwipe { misses.append("sheet swipe") }
      table.add([
        Format.code(flow.type), flow.role.rawValue, flow.keeps.joined(separator: ", "),
        flow.backGestureHandlers.map(Format.code).joined(separator: ", ").ifEmpty("–"),
        flow.sheetSwipeHandlers.map(Format.code).joined(separator: ", ").ifEmpty("–"),
        misses.joined(separator: ", ").ifEmpty("–"),
      ])
    }
    out += [
      "\(Format.plural(app.flowObjectsMissingSwipes.count, "flow object")) of "
        + "\(keeping.count) that keep screens miss a swipe.", "", table.rendered, "",
    ]
    return out
  }

  static func testSection(_ app: ReviewMeasures) -> [String] {
    var out = ["### Unit tests per navigation type", ""]
    guard let tests = app.testsByType else {
      return out + [
        "No test folder found (`Tests/<Target>Tests` beside `Sources/<Target>`, or a folder "
          + "named `Tests` or `…Tests` beside the analysed path).", "",
      ]
    }
    out += [
      "Test files are read apart from the app, from "
        + app.testFolders.map(Format.code).joined(separator: ", ")
        + "; a test file tests a type when it names it.", "",
    ]
    var table = MarkdownTable(
      ["Navigation type", "Test files", "Tests"], alignments: [.left, .right, .right])
    for row in tests { table.add([Format.code(row.type), "\(row.files)", "\(row.tests)"]) }
    return out + [table.rendered, ""]
  }

  static func comparison(_ app: ReviewMeasures, root: String?) -> [String] {
    var out = ["### Nearest Townsquare variant", ""]
    let shared = (root ?? ".") + "/" + VariantRegistry.sharedSourcePath
    guard let root, FileManager.default.fileExists(atPath: shared) else {
      return out + [
        "The Townsquare sources are not there (looked for `\(VariantRegistry.sharedSourcePath)` "
          + "in the current folder and in this tool's checkout): no comparison.", "",
      ]
    }
    var variants: [ReviewMeasures] = []
    for variant in VariantRegistry.all {
      let path = root + "/" + variant.sourcePath
      guard
        let result = try? SwiftAnalyzer.analyze(
          paths: [path], options: AnalysisOptions(groupBy: .module, sharedPaths: [shared]))
      else { continue }
      let tests = root + "/" + TestCost.testPath(of: variant)
      variants.append(
        ReviewMeasures.measure(
          result, name: variant.name,
          testFolders: FileManager.default.fileExists(atPath: tests) ? [tests] : []))
    }
    guard !variants.isEmpty else {
      return out + ["No variant's sources could be read under `\(root)`: no comparison.", ""]
    }
    let least = variants.map { app.distance(to: $0) }.min()!
    // Equal figures are a tie, said as one: the measures do not tell those variants apart.
    let nearest = variants.filter { abs(app.distance(to: $0) - least) < 1e-9 }.map(\.name)
    out += [
      "Each measure by the same rule on this app and on each variant's sources (analysed now, "
        + "over the shared domain); the nearest is the variant with the smallest sum of "
        + "differences over the per-screen figures and the edge shares (the rows marked "
        + "per screen or by a role).", "",
    ]
    let all = [app] + variants
    var table = MarkdownTable(
      ["Measure"] + all.map(\.name), alignments: [.left] + all.map { _ in .right })
    func row(_ title: String, _ value: (ReviewMeasures) -> String) {
      table.add([title] + all.map(value))
    }
    row("Screens") { "\($0.screens)" }
    for layer in [DeclarationLayer.screen, .navigation, .assembly] {
      row("\(layer.rawValue.capitalized) code lines (by declaration)") {
        "\($0.layerLines[layer] ?? 0)"
      }
    }
    row("Screen → screen pairs known") { "\($0.screenPairs.count)" }
    row("… per screen") { Format.fixed($0.figures[0]) }
    row("Types that decide navigation") { "\($0.deciders.count)" }
    row("… per screen") { Format.fixed($0.figures[1]) }
    row("Edges decided") { "\($0.edges)" }
    row("… by View, ViewModel or Presenter types") { Format.fixed($0.figures[2]) }
    row("… by Coordinator, Wireframe or Router types") { Format.fixed($0.figures[3]) }
    row("… by Builder types") { Format.fixed($0.figures[4]) }
    row("Flow objects keeping screens") { "\($0.flowObjects.filter(\.keepsScreens).count)" }
    row("… per screen") { Format.fixed($0.figures[5]) }
    row("… that miss a swipe") { "\($0.flowObjectsMissingSwipes.count)" }
    row("… per screen") { Format.fixed($0.figures[6]) }
    row("Presenters per screen") { Format.fixed($0.figures[7]) }
    row("View models per screen") { Format.fixed($0.figures[8]) }
    row("Tests in test files naming a navigation type (summed per type)") {
      $0.testsByType.map { "\($0.map(\.tests).reduce(0, +))" } ?? "n/a"
    }
    row("Distance to this app") { Format.fixed(app.distance(to: $0)) }
    let names = nearest.map { "**\($0)**" }.joined(separator: " and ")
    out += [
      table.rendered, "",
      "Nearest: \(names)\(nearest.count > 1 ? " (tied: these figures do not tell them apart)" : "").",
      "",
    ]
    return out
  }

  /// The package root holding the variants: the current folder when it does, else this
  /// source file's checkout.
  static func locateRoot() -> String? {
    let manager = FileManager.default
    if manager.fileExists(atPath: VariantRegistry.sharedSourcePath) {
      return manager.currentDirectoryPath
    }
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return manager.fileExists(atPath: url.path + "/" + VariantRegistry.sharedSourcePath)
      ? url.path : nil
  }
}
