/// A rules file: one rule a line, `#` starting a comment, blank lines ignored.
///
/// ```
/// deciders: coordinator          # only coordinators decide screen transitions
/// screens-known-by-a-screen: 1
/// flow-objects-handle-back-gesture
/// no-screen-constructs-screen
/// ```
///
/// `deciders:` takes one or more roles as `analyze` prints them (case ignored);
/// `screens-known-by-a-screen:` a whole number; the other two take nothing. A rule may be
/// stated once.
public struct RulesFile: Sendable, Equatable {
  public var path: String
  /// The roles allowed to decide, when the file states `deciders`.
  public var deciders: Set<Role>?
  /// The most other screens a screen may know, when stated.
  public var screensKnownLimit: Int?
  public var flowObjectsHandleBackGesture = false
  public var noScreenConstructsScreen = false

  public init(path: String) { self.path = path }

  /// The rules stated, in the order of `ArchitectureRule.allCases`.
  public var rules: [ArchitectureRule] {
    ArchitectureRule.allCases.filter { rule in
      switch rule {
      case .deciders: return deciders != nil
      case .screensKnownByAScreen: return screensKnownLimit != nil
      case .flowObjectsHandleBackGesture: return flowObjectsHandleBackGesture
      case .noScreenConstructsScreen: return noScreenConstructsScreen
      }
    }
  }

  /// Parses a rules file's text; `path` names it in errors.
  public static func parse(_ text: String, path: String) throws(RulesFileError) -> RulesFile {
    var file = RulesFile(path: path)
    var stated: Set<ArchitectureRule> = []
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let uncommented = rawLine.split(
        separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let line = Array((uncommented.first ?? "").utf8)
      func error(_ column: Int, _ message: String) -> RulesFileError {
        RulesFileError(file: path, line: lineNumber, column: column + 1, message: message)
      }
      let words = Self.words(line)
      guard let first = words.first else { continue }
      var name = first.text
      var hasColon = false
      var arguments = Array(words.dropFirst())
      if let colon = name.firstIndex(of: ":") {
        // `deciders: x`, `deciders:x`
        let rest = String(name[name.index(after: colon)...])
        name = String(name[..<colon])
        hasColon = true
        if !rest.isEmpty { arguments.insert((rest, first.column + name.utf8.count + 1), at: 0) }
      } else if let next = arguments.first, next.text.hasPrefix(":") {
        // `deciders : x`
        hasColon = true
        let rest = String(next.text.dropFirst())
        arguments.removeFirst()
        if !rest.isEmpty { arguments.insert((rest, next.column + 1), at: 0) }
      }
      guard let rule = ArchitectureRule(rawValue: name.lowercased()) else {
        let known = ArchitectureRule.allCases.map(\.id).joined(separator: ", ")
        throw error(first.column, "unknown rule '\(name)' (rules: \(known))")
      }
      guard stated.insert(rule).inserted else {
        throw error(first.column, "rule '\(rule.id)' is stated twice")
      }
      if !rule.takesValue {
        if hasColon || !arguments.isEmpty {
          throw error(
            arguments.first?.column ?? first.column, "rule '\(rule.id)' takes no value")
        }
        if rule == .flowObjectsHandleBackGesture { file.flowObjectsHandleBackGesture = true }
        if rule == .noScreenConstructsScreen { file.noScreenConstructsScreen = true }
        continue
      }
      guard hasColon else {
        throw error(first.column + first.text.utf8.count, "expected ':' after '\(rule.id)'")
      }
      guard !arguments.isEmpty else {
        let expected = rule == .deciders ? "one or more roles" : "a whole number"
        throw error(line.count, "rule '\(rule.id)' needs \(expected)")
      }
      switch rule {
      case .deciders:
        var roles: Set<Role> = []
        for argument in arguments {
          let text = argument.text.hasSuffix(",") ? String(argument.text.dropLast()) : argument.text
          guard let role = Role(parsing: text) else {
            let known = Role.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(argument.column, "unknown role '\(text)' (roles: \(known))")
          }
          roles.insert(role)
        }
        file.deciders = roles
      default:
        guard arguments.count == 1, let limit = Int(arguments[0].text), limit >= 0 else {
          let bad =
            arguments.count > 1 && Int(arguments[0].text) != nil ? arguments[1] : arguments[0]
          throw error(bad.column, "rule '\(rule.id)' needs one whole number, 0 or more")
        }
        file.screensKnownLimit = limit
      }
    }
    if stated.isEmpty {
      throw RulesFileError(
        file: path, line: max(1, lineNumber), column: 1, message: "no rule in the file")
    }
    return file
  }

  /// The words of a line separated by spaces and tabs, with their 0-based byte columns.
  private static func words(_ line: [UInt8]) -> [(text: String, column: Int)] {
    var result: [(text: String, column: Int)] = []
    var start: Int?
    for index in 0...line.count {
      let isSpace =
        index == line.count || line[index] == 0x20 || line[index] == 0x09
        || line[index] == 0x0D
      if isSpace, let begun = start {
        result.append((String(decoding: line[begun..<index], as: UTF8.self), begun))
        start = nil
      } else if !isSpace && start == nil {
        start = index
      }
    }
    return result
  }
}
