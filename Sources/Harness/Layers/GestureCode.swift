import Foundation

/// The code a variant has only because a user's back swipe or sheet swipe bypasses app code,
/// found by declaration name in its sources: the UIKit callbacks that report those gestures
/// (`navigationController(_:willShow:animated:)` and `(_:didShow:animated:)`,
/// `presentationControllerShouldDismiss`, `…WillDismiss`, `…DidDismiss`,
/// `…DidAttemptToDismiss`), and the pop bookkeeping they feed: declarations whose name has
/// `Pop` as a word (`PopObserver`, `observePop`, `notifyPoppedScreens`, `onSettingsPopped`).
/// A callback whose body starts by returning unless a planted fault is on exists only for
/// that fault, and is listed apart, not counted. Each declaration counts its code lines, from
/// its first line to its closing brace (nested declarations once).
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
  /// Callbacks that exist only for a planted fault; not counted.
  public let plantedOnly: [Declaration]

  public var codeLines: Int { declarations.map(\.codeLines).reduce(0, +) }

  static let callbacks = [
    "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
    "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
  ]
  static let navigationCallbackLabels = ["willShow", "didShow"]

  /// Measures `variant` from the package root; nil when its sources are not there.
  public static func measure(_ variant: AppVariant, root: String = ".") -> GestureCode? {
    guard
      let entries = try? FileManager.default.subpathsOfDirectory(
        atPath: root + "/" + variant.sourcePath)
    else { return nil }
    var counted: [Declaration] = []
    var planted: [Declaration] = []
    for entry in entries.sorted() where entry.hasSuffix(".swift") {
      let path = variant.sourcePath + "/" + entry
      guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
        continue
      }
      let found = scan(text, file: path)
      counted += found.counted
      planted += found.planted
    }
    return GestureCode(variant: variant.name, declarations: counted, plantedOnly: planted)
  }

  /// The gesture declarations of one file's text.
  static func scan(_ text: String, file: String) -> (counted: [Declaration], planted: [Declaration])
  {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let code = lines.map { !LayerCensus.codeLines(of: $0).isEmpty }
    var counted: [Declaration] = []
    var planted: [Declaration] = []
    var coveredUpTo = -1
    for (index, line) in lines.enumerated() where index > coveredUpTo {
      guard let (keyword, name) = declared(in: line) else { continue }
      let end = lastLine(ofDeclarationAt: index, in: lines)
      let signature = lines[index...min(end, index + 3)].joined(separator: " ")
      let label: String
      if keyword == "func", callbacks.contains(name) {
        label = name
      } else if keyword == "func", name == "navigationController",
        let word = navigationCallbackLabels.first(where: { signature.contains($0 + " ") })
      {
        label = "navigationController(_:\(word):animated:)"
      } else if hasPopWord(name) {
        label = name
      } else {
        continue
      }
      let declaration = Declaration(
        name: label, file: file, line: index + 1,
        codeLines: code[index...end].filter { $0 }.count)
      if keyword == "func", existsForAPlantedFault(lines, from: index, to: end) {
        planted.append(declaration)
      } else {
        counted.append(declaration)
      }
      coveredUpTo = end
    }
    return (counted, planted)
  }

  /// `func name(`, `var name`, `struct Name` … on a line: the keyword and the name.
  static func declared(in line: String) -> (String, String)? {
    let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
    for keyword in ["func", "var", "let", "struct", "class", "enum"] {
      guard let at = words.firstIndex(where: { $0 == keyword }), at + 1 < words.count else {
        continue
      }
      // Only a declaration that begins the line (after modifiers), not `let x` in a body.
      let before = line.components(separatedBy: keyword + " ").first ?? ""
      let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "final", "static", "override", "weak",
        "lazy", "nonisolated", "@objc", "@MainActor", "",
      ]
      guard before.split(separator: " ").allSatisfy({ modifiers.contains(String($0)) }) else {
        return nil
      }
      return (keyword, String(words[at + 1]))
    }
    return nil
  }

  /// `Pop` as a camel-case word: `PopObserver`, `observePop`, `notifyPoppedScreens`.
  static func hasPopWord(_ name: String) -> Bool {
    guard let range = name.range(of: "Pop") else { return false }
    let after = name[range.upperBound...]
    return after.isEmpty || after.first!.isUppercase || after.hasPrefix("ped")
  }

  /// The line of the brace that closes the declaration starting at `start`, or its last
  /// line for one without a body (`let onPop: () -> Void`, a protocol's requirement).
  static func lastLine(ofDeclarationAt start: Int, in lines: [String]) -> Int {
    var depth = 0
    var opened = false
    var parens = 0
    for index in start..<lines.count {
      var inString = false
      var previous: Character = " "
      for character in lines[index] {
        if inString {
          if character == "\"" && previous != "\\" { inString = false }
        } else if character == "\"" {
          inString = true
        } else if character == "/" && previous == "/" {
          break
        } else if character == "(" {
          parens += 1
        } else if character == ")" {
          parens -= 1
        } else if character == "{" {
          depth += 1
          opened = true
        } else if character == "}" {
          depth -= 1
          if opened && depth == 0 { return index }
        }
        previous = character
      }
      guard !opened, parens <= 0 else { continue }
      // No body yet and nothing left open: the declaration ends here unless the next line
      // goes on with it (`{`, `->`, `where`, a closing parenthesis).
      let next =
        index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
      let continues = ["{", "->", "where", ")", "throws", "async"].contains { next.hasPrefix($0) }
      if !continues { return index }
    }
    return start
  }

  /// True when the body's first code line returns unless a planted fault is on.
  static func existsForAPlantedFault(_ lines: [String], from start: Int, to end: Int) -> Bool {
    guard let open = (start...end).first(where: { lines[$0].contains("{") }) else { return false }
    let first = lines[(open + 1)...].lazy.map { $0.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty && !$0.hasPrefix("//") }
    guard let first else { return false }
    return first.hasPrefix("guard") && first.contains("else { return }")
      && (first.contains("isPlanted(") || first.contains("faults.contains("))
  }
}
