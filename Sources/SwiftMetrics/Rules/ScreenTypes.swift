/// Which screen a type belongs to, by name, whatever its folder — the comparison report's rule
/// (Reporting's `TypeCoupling`): a screen's stem is its `screenName`, or its type name without
/// `ViewController`, `Controller`, `Screen` or `View`; a type belongs to the screen whose stem
/// its (outermost, module-less) name starts with, followed by an upper-case letter or nothing,
/// the longest stem winning.
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
  /// Types (the analysed code's own, not the shared domain's) that know other screens, by
  /// type name.
  public let knowers: [Knower]

  static let screenSuffixes = ["ViewController", "Controller", "Screen", "View"]

  public init(_ result: AnalysisResult) {
    var stemOf: [String: String] = [:]
    for screen in result.navigation.screens {
      stemOf[screen.type] = screen.name ?? Self.stem(ofScreenType: screen.type)
    }
    let stems = Array(Set(stemOf.values)).sorted()
    self.stemOf = stemOf
    self.stems = stems
    let own = result.types.filter { !$0.isShared }
    let ownNames = Set(own.map(\.name))
    func screenOf(_ name: String) -> String? {
      ownNames.contains(name) ? Self.screen(ofType: name, stems: stems) : nil
    }
    var knowers: [Knower] = []
    for type in own {
      let home = screenOf(type.name)
      let known = Set(type.outgoing.compactMap { screenOf($0.to) }).subtracting(
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

  /// The screen a type name belongs to, by the longest stem it starts with.
  public static func screen(ofType name: String, stems: [String]) -> String? {
    let plain = name.split(separator: ".").first { $0.first?.isUppercase == true }
    guard var base = plain.map(String.init) else { return nil }
    // `TownsquareVIPER.FeedInteractor`: a module-qualified name; the last part is the type.
    if name.contains("."), let last = name.split(separator: ".").last,
      !stems.contains(where: { base.hasPrefix($0) })
    {
      base = String(last)
    }
    return stems.filter { stem in
      guard base.hasPrefix(stem) else { return false }
      let rest = base.dropFirst(stem.count)
      return rest.first.map(\.isUppercase) ?? true
    }.max { ($0.count, $1) < ($1.count, $0) }
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
