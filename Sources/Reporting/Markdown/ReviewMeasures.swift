import Foundation
import Harness
import PathText
import SwiftMetrics

/// One app's figures in the comparison report's terms, for the review page: the same rules
/// measure the team's app and each Townsquare variant.
public struct ReviewMeasures: Sendable {
  public var name: String
  public var screens: Int
  /// Distinct (screen, other screen) pairs a screen's types know (see `ScreenTypes`).
  public var screenPairs: [(screen: String, known: String, through: [String])]
  /// Deciding type → its role and its edges (the entry's first window root not counted).
  public var deciders: [(type: String, role: String, edges: Int)]
  /// Edges decided by types of each role.
  public var edgesByRole: [String: Int]
  public var flowObjects: [FlowObject]
  /// Per navigation type (a deciding type or a flow object), the test files that reference it
  /// and the `func test…` methods they hold; nil when no test folder was found.
  public var testsByType: [(type: String, files: Int, tests: Int)]?
  public var testFolders: [String]
  /// The app's own (not shared) classes and structs whose role is presenter or view model: the
  /// screen pattern, which the navigation figures alone cannot tell apart.
  public var presenters = 0
  public var viewModels = 0
  /// Code lines per layer, each declaration by what it does (``LayerClassifier``); empty when
  /// the sources could not be read again.
  public var layerLines: [DeclarationLayer: Int] = [:]

  public var edges: Int { edgesByRole.values.reduce(0, +) }
  public var flowObjectsMissingSwipes: [FlowObject] {
    flowObjects.filter { $0.missesBackGesture || $0.missesSheetSwipe }
  }

  /// Share of the edges decided by one of `roles`.
  public func share(of roles: Set<Role>) -> Double {
    guard edges > 0 else { return 0 }
    let decided = roles.map { edgesByRole[$0.rawValue] ?? 0 }.reduce(0, +)
    return Double(decided) / Double(edges)
  }

  /// The figures the nearest variant is chosen by, each on a scale where 1 is a large
  /// difference: screen pairs per screen, deciding types per screen, the shares of edges
  /// decided by screens (View, ViewModel, Presenter), by flow objects and by builders, and
  /// flow objects that keep screens, and that miss a swipe, per screen; presenters and view
  /// models per screen (the screen pattern).
  public var figures: [Double] {
    let perScreen = { (count: Int) in screens > 0 ? Double(count) / Double(screens) : 0 }
    return [
      perScreen(screenPairs.count), perScreen(deciders.count),
      share(of: [.view, .viewModel, .presenter]), share(of: FlowObject.roles),
      share(of: [.builder]), perScreen(flowObjects.filter(\.keepsScreens).count),
      perScreen(flowObjectsMissingSwipes.count), perScreen(presenters), perScreen(viewModels),
    ]
  }

  /// Sum of absolute differences of `figures`.
  public func distance(to other: ReviewMeasures) -> Double {
    zip(figures, other.figures).map { abs($0 - $1) }.reduce(0, +)
  }

  public static func measure(
    _ result: AnalysisResult, name: String, testFolders: [String]
  ) -> ReviewMeasures {
    let types = ScreenTypes(result)
    var pairs: [(screen: String, known: String, through: [String])] = []
    for (screen, known) in types.knownByScreen.sorted(by: { $0.key < $1.key }) {
      for (other, knowers) in known.sorted(by: { $0.key < $1.key }) {
        pairs.append((screen, other, Set(knowers.map(\.type)).sorted()))
      }
    }
    var deciding: [String: (role: String, edges: Int)] = [:]
    var byRole: [String: Int] = [:]
    for edge in result.navigation.edges where !RuleChecker.isEntry(edge) {
      let role = edge.decidedByRole?.rawValue ?? "(none)"
      deciding[edge.decidedBy, default: (role, 0)].edges += 1
      byRole[role, default: 0] += 1
    }
    let deciders = deciding.map { (type: $0.key, role: $0.value.role, edges: $0.value.edges) }
      .sorted { ($1.edges, $0.type) < ($0.edges, $1.type) }
    var measures = ReviewMeasures(
      name: name, screens: types.stems.count, screenPairs: pairs, deciders: deciders,
      edgesByRole: byRole, flowObjects: result.navigation.flowObjects, testsByType: nil,
      testFolders: testFolders)
    if let declarations = try? LayerClassifier.classify(
      paths: result.roots, sharedPaths: result.sharedRoots)
    {
      for declaration in declarations {
        measures.layerLines[declaration.layer, default: 0] += declaration.codeLines
      }
    }
    for type in result.types where !type.isShared && [.class, .struct].contains(type.kind) {
      if type.role == .presenter { measures.presenters += 1 }
      if type.role == .viewModel { measures.viewModels += 1 }
    }
    if !testFolders.isEmpty {
      let navigationTypes = Set(deciders.map(\.type)).union(
        result.navigation.flowObjects.map(\.type)
      ).sorted()
      measures.testsByType = tests(of: navigationTypes, in: testFolders)
    }
    return measures
  }

  /// Test files (under the test folders, analysed apart from the app) that reference each
  /// type, and the `func test…` methods in them.
  static func tests(of typeNames: [String], in folders: [String]) -> [(
    type: String, files: Int, tests: Int
  )] {
    // The test folders are read for their tests: test code is what is wanted here.
    var options = AnalysisOptions(groupBy: .folder)
    options.includeTests = true
    guard let analysis = try? SwiftAnalyzer.analyze(paths: folders, options: options)
    else { return typeNames.map { ($0, 0, 0) } }
    let texts = analysis.files.map { file in
      (path: file.path, text: (try? String(contentsOfFile: file.path, encoding: .utf8)) ?? "")
    }
    return typeNames.map { name in
      let simple = String(name.split(separator: ".").last ?? Substring(name))
      let naming = texts.filter {
        $0.text.range(of: "\\b\(simple)\\b", options: .regularExpression) != nil
      }
      let tests = naming.map { $0.text.components(separatedBy: "func test").count - 1 }
      return (name, naming.count, tests.reduce(0, +))
    }
  }

  /// Test folders for analysed paths, found apart from the app code: SwiftPM's `Tests/<X>Tests`
  /// beside a `Sources/<X>` root, else folders named `Tests` or ending in `Tests` (test
  /// targets) in the root's folder or its parent.
  public static func testFolders(for roots: [String]) -> [String] {
    var found: Set<String> = []
    let manager = FileManager.default
    for root in roots {
      let path = (root as NSString).standardizingPath
      let parts = path.split(separator: "/").map(String.init)
      if let sources = parts.lastIndex(of: "Sources"), sources + 1 < parts.count {
        let prefix = (path.hasPrefix("/") ? "/" : "") + parts[..<sources].joined(separator: "/")
        let base = prefix.isEmpty ? "" : prefix + "/"
        let candidate = base + "Tests/" + parts[sources + 1] + "Tests"
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: candidate, isDirectory: &isFolder), isFolder.boolValue {
          found.insert(candidate)
          continue
        }
      }
      for folder in [path, PathText.folder(of: path)] {
        let entries =
          (try? manager.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        for entry in entries.sorted() where entry == "Tests" || entry.hasSuffix("Tests") {
          let candidate = (folder.isEmpty ? "" : folder + "/") + entry
          var isFolder: ObjCBool = false
          if manager.fileExists(atPath: candidate, isDirectory: &isFolder), isFolder.boolValue {
            found.insert(candidate)
          }
        }
        if !found.isEmpty { break }
      }
    }
    return found.sorted()
  }
}
