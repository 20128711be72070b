/// The UIKit calls and assignments that navigate. A call is told apart from an app's wrapper of
/// the same name (`router.present(type:title:)`, `router?.dismiss(from:)`) by how its arguments
/// begin, and from a wrapper with UIKit's labels by its receiver where that is known
/// (`MetricsBuilder.isUIKitNavigation`).
enum NavigationVocabulary {
  /// How the arguments of a navigating call begin.
  enum Arguments {
    /// `name(_:animated:…)`: an unlabelled argument, then `animated:`.
    case unlabelledThenAnimated
    /// `name(animated:…)`.
    case animatedFirst
    /// `name(_:…)`: an unlabelled argument.
    case unlabelled
    /// `name = value`: an assignment.
    case assignment
  }

  struct Entry {
    var keyword: Keyword
    var arguments: Arguments
    /// What the reasons text names: the UIKit signature, or the assigned property.
    var signature: String
  }

  /// In `Keyword` order, from `pushViewController` to `viewControllers`.
  static let entries: [Entry] = [
    Entry(
      keyword: .pushViewController, arguments: .unlabelledThenAnimated,
      signature: "pushViewController(_:animated:)"),
    Entry(
      keyword: .popViewController, arguments: .animatedFirst,
      signature: "popViewController(animated:)"),
    Entry(
      keyword: .popToRootViewController, arguments: .animatedFirst,
      signature: "popToRootViewController(animated:)"),
    Entry(
      keyword: .popToViewController, arguments: .unlabelledThenAnimated,
      signature: "popToViewController(_:animated:)"),
    Entry(
      keyword: .present, arguments: .unlabelledThenAnimated,
      signature: "present(_:animated:completion:)"),
    Entry(
      keyword: .dismiss, arguments: .animatedFirst, signature: "dismiss(animated:completion:)"),
    Entry(
      keyword: .setViewControllers, arguments: .unlabelledThenAnimated,
      signature: "setViewControllers(_:animated:)"),
    Entry(
      keyword: .setRootViewController, arguments: .unlabelled,
      signature: "setRootViewController(_:)"),
    Entry(keyword: .setSelectedIndex, arguments: .unlabelled, signature: "setSelectedIndex(_:)"),
    Entry(keyword: .rootViewController, arguments: .assignment, signature: "rootViewController"),
    Entry(keyword: .viewControllers, arguments: .assignment, signature: "viewControllers"),
  ]

  /// The entry of a symbol, or nil when it names no navigation.
  @inline(__always)
  static func entry(_ symbol: Int32) -> Entry? {
    let offset = Int(symbol - Keyword.pushViewController.rawValue)
    return offset >= 0 && offset < entries.count ? entries[offset] : nil
  }

  /// The reasons text for a recorded name: "calls present(_:animated:completion:)" or
  /// "assigns rootViewController".
  static func action(named name: String) -> String {
    guard let entry = entries.first(where: { $0.keyword.spelling == name }) else {
      return "calls \(name)"
    }
    return (entry.arguments == .assignment ? "assigns " : "calls ") + entry.signature
  }

  /// Most tokens scanned for the `,` before `animated:` (or for the `>` closing a property
  /// type's generic arguments): a bound, so that calls left open in malformed input cannot
  /// make the parse quadratic. Real first arguments are a few tokens.
  static let argumentScanLimit = 1024
}
