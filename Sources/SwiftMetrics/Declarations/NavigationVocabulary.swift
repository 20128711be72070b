/// The navigation steps the declaration parser recognises, by keyword: ``Vocabulary``'s rows of
/// `Keyword.navigationSteps`. A call is told apart from an app's wrapper of the same name
/// (`router.present(type:title:)`, `router?.dismiss(from:)`) by how its arguments begin, and
/// from a wrapper with UIKit's labels by its receiver where that is known
/// (`MetricsBuilder.isUIKitNavigation`).
enum NavigationVocabulary {
  typealias Arguments = VocabularyRow.Arguments

  struct Entry {
    var keyword: Keyword
    var arguments: Arguments
    /// What the reasons text names: the signature, or the assigned property.
    var signature: String
  }

  /// One per keyword of `Keyword.isNavigationStep`, in `Keyword` order.
  static let entries: [Entry] = Keyword.allCases.filter { Keyword.isNavigationStep($0.rawValue) }
    .map { keyword in
      guard let step = Vocabulary.step(named: keyword.spelling) else {
        preconditionFailure("\(keyword.spelling) has no navigation row in Vocabulary")
      }
      return Entry(keyword: keyword, arguments: step.arguments, signature: step.signature)
    }

  /// The entries by symbol, for every keyword.
  private static let entryOfKeyword: [Entry?] = {
    var table = [Entry?](repeating: nil, count: Keyword.allCases.count)
    for entry in entries { table[Int(entry.keyword.rawValue)] = entry }
    return table
  }()

  /// The entry of a symbol, or nil when it names no navigation.
  @inline(__always)
  static func entry(_ symbol: Int32) -> Entry? {
    symbol >= 0 && Int(symbol) < entryOfKeyword.count ? entryOfKeyword[Int(symbol)] : nil
  }

  /// The reasons text for a recorded name: "calls present(_:animated:completion:)" or
  /// "assigns rootViewController".
  static func action(named name: String) -> String {
    guard let entry = entries.first(where: { $0.keyword.spelling == name }) else {
      return "calls \(name)"
    }
    switch entry.arguments {
    case .assignment: return "assigns " + entry.signature
    case .construction: return "builds " + entry.signature
    case .modifier: return "applies " + entry.signature
    default: return "calls " + entry.signature
    }
  }

  /// Most tokens scanned for the `,` before `animated:` (or for the `>` closing a property
  /// type's generic arguments): a bound, so that calls left open in malformed input cannot
  /// make the parse quadratic. Real first arguments are a few tokens.
  static let argumentScanLimit = 1024
}
