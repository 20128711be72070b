import Foundation
import SwiftMetrics

/// The code a variant has only because a user's back swipe or sheet swipe bypasses app code,
/// found by declaration name in its sources, read through the analyser (``SourceDeclaration``):
/// the callbacks `Vocabulary` names as hearing of those gestures
/// (`navigationController(_:willShow:animated:)` and `(_:didShow:animated:)`,
/// `presentationControllerShouldDismiss`, `…WillDismiss`, `…DidDismiss`,
/// `…DidAttemptToDismiss`), and the pop bookkeeping they feed: declarations whose name has
/// `Pop` as a word (`PopObserver`, `observePop`, `notifyPoppedScreens`, `onSettingsPopped`).
/// Each declaration counts its code lines, from its keyword's line to its closing brace (nested
/// declarations once).
public struct GestureCode: Sendable, Equatable, Codable {
  public struct Declaration: Sendable, Equatable, Codable {
    /// `navigationController(_:didShow:animated:)`, `notifyPoppedScreens`, `PopObserver`.
    public let name: String
    /// Relative to the package root.
    public let file: String
    public let line: Int
    public let codeLines: Int
  }

  public let variant: String
  /// Sorted by file and line.
  public let declarations: [Declaration]

  public var codeLines: Int { declarations.map(\.codeLines).reduce(0, +) }

  /// Measures `variant` from the package root; nil when its sources are not there.
  public static func measure(_ variant: AppVariant, root: String = ".") -> GestureCode? {
    guard
      let entries = try? FileManager.default.subpathsOfDirectory(
        atPath: root + "/" + variant.sourcePath)
    else { return nil }
    var counted: [Declaration] = []
    for entry in entries.sorted() where entry.hasSuffix(".swift") {
      let path = variant.sourcePath + "/" + entry
      guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
        continue
      }
      counted += scan(text, file: path)
    }
    return GestureCode(variant: variant.name, declarations: counted)
  }

  /// The gesture declarations of one file's text.
  static func scan(_ text: String, file: String) -> [Declaration] {
    let structure = CodeStructure(SourceOutline(text: text))
    let outline = structure.outline
    let callbacks = Set(Vocabulary.gestureCallbacks)
    var found: [Declaration] = []
    var coveredUpTo = -1
    for declaration in SourceDeclaration.all(in: structure) where declaration.start > coveredUpTo {
      let label: String
      if declaration.keyword == "func", callbacks.contains(declaration.fullName) {
        // `presentationControllerDidDismiss`, `navigationController(_:didShow:animated:)`: the
        // full name where the base name is not enough.
        label = declaration.labels == ["_"] ? declaration.name : declaration.fullName
      } else if hasPopWord(declaration.name) {
        label = declaration.name
      } else {
        continue
      }
      found.append(
        Declaration(
          name: label, file: file, line: Int(outline.tokens[declaration.start].line),
          codeLines: outline.codeLines(declaration.start...declaration.end)))
      coveredUpTo = declaration.end
    }
    return found
  }

  /// `Pop` as a camel-case word: `PopObserver`, `observePop`, `notifyPoppedScreens`.
  static func hasPopWord(_ name: String) -> Bool {
    guard let range = name.range(of: "Pop") else { return false }
    let after = name[range.upperBound...]
    return after.isEmpty || after.first!.isUppercase || after.hasPrefix("ped")
  }
}
