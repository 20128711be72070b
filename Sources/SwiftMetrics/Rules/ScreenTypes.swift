import Foundation

/// Which screen a type belongs to, whatever its name and folder — the comparison report's rule
/// (Reporting's `TypeCoupling`), the rules' and the review page's: a screen is a screen type of
/// the navigation graph, named by its `screenName` or its type name without `ViewController`,
/// `Controller`, `Screen` or `View`; the types of a screen are those ``LayerClassifier`` gives
/// that screen by what builds what (its builders' products, what its types construct, the
/// protocols its builders take or return), never by a name's stem, so a coordinator, router
/// or root wireframe built elsewhere is no screen's. A screen *knows* another when one of its
/// types references one of the other's.
public struct ScreenTypes: Sendable {
  /// One type that knows screens other than its own.
  public struct Knower: Sendable, Equatable {
    public var type: String
    /// Its screen, nil for a type of no screen.
    public var screen: String?
    public var file: String
    public var line: Int
    /// The other screens whose types it references, sorted.
    public var knows: [String]
  }

  /// Stems by screen type.
  public let stemOf: [String: String]
  /// Every stem, sorted.
  public let stems: [String]
  /// The screen of each of the app's own types (protocols included) that belongs to one.
  public let screenOf: [String: String]
  /// Types (the analysed code's own, not the shared domain's) that know other screens, by
  /// type name.
  public let knowers: [Knower]

  static let screenSuffixes = Vocabulary.screenSuffixes

  /// The screens of `result`'s navigation graph: screen type → screen name, the input of
  /// ``LayerClassifier``'s screens rule.
  public static func screens(of result: AnalysisResult) -> [String: String] {
    var stemOf: [String: String] = [:]
    for screen in result.navigation.screens {
      stemOf[screen.type] = screen.name ?? stem(ofScreenType: screen.type)
    }
    return stemOf
  }

  /// Classifies `result`'s own sources again, from its roots on disk (as `workbench analyze`
  /// read them); no declarations when they cannot be read.
  public init(_ result: AnalysisResult) {
    let declarations =
      (try? LayerClassifier.classify(
        paths: result.roots, sharedPaths: result.sharedRoots, screens: Self.screens(of: result)))
      ?? []
    self.init(result, declarations: declarations)
  }

  /// `declarations`: `result`'s sources classified with ``screens(of:)``.
  public init(_ result: AnalysisResult, declarations: [LayeredDeclaration]) {
    let stemOf = Self.screens(of: result)
    let stems = Array(Set(stemOf.values)).sorted()
    self.stemOf = stemOf
    self.stems = stems
    var screenOf: [String: String] = [:]
    for declaration in declarations where declaration.kind == .type || declaration.kind == .protocol
    {
      if let screen = declaration.screen { screenOf[declaration.name] = screen }
    }
    self.screenOf = screenOf
    let own = result.types.filter { !$0.isShared }
    let ownNames = Set(own.map(\.name))
    func screen(of name: String) -> String? {
      if let screen = screenOf[name] { return screen }
      // `TownsquareVIPER.FeedPresenter`: a module-qualified name; the last part is the type.
      guard !ownNames.contains(name), name.contains("."),
        let last = name.split(separator: ".").last
      else { return nil }
      return screenOf[String(last)]
    }
    var knowers: [Knower] = []
    for type in own {
      let home = screen(of: type.name)
      let known = Set(type.outgoing.compactMap { screen(of: $0.to) }).subtracting(
        [home].compactMap { $0 })
      guard !known.isEmpty else { continue }
      knowers.append(
        Knower(
          type: type.name, screen: home, file: type.file, line: type.line, knows: known.sorted()))
    }
    self.knowers = knowers.sorted { $0.type < $1.type }
  }

  /// `Login` for `LoginViewController`.
  public static func stem(ofScreenType type: String) -> String {
    var stem = type
    if let suffix = screenSuffixes.first(where: { stem.hasSuffix($0) && stem != $0 }) {
      stem.removeLast(suffix.count)
    }
    return stem
  }

  /// Per screen, the other screens its types know, and through which types.
  public var knownByScreen: [String: [String: [Knower]]] {
    var result: [String: [String: [Knower]]] = [:]
    for knower in knowers {
      guard let screen = knower.screen else { continue }
      for known in knower.knows { result[screen, default: [:]][known, default: []].append(knower) }
    }
    return result
  }

  /// The distinct (screen, known screen) pairs.
  public var pairs: [(screen: String, known: String)] {
    knownByScreen.flatMap { screen, known in known.keys.map { (screen, $0) } }
      .sorted { ($0.screen, $0.known) < ($1.screen, $1.known) }
  }
}
