import SwiftMetrics

/// Swift sources for the analyser: mutated real files (unterminated strings and comments, raw
/// strings, brackets nested thousands deep, stray Unicode); the analysis must finish, and every
/// problem it reports must point into the file.
struct SwiftSourceFuzzTarget: MutatingFuzzTarget {
  static let path = "Fuzz/Sources/Fuzz/Input.swift"

  let corpus: FuzzCorpus
  let salt: UInt64
  let fileExtension = "swift"

  var seeds: [String] { corpus.swiftSources }

  let mutator = InputMutator(
    dictionary: [
      "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "init", "deinit",
      "import", "case", "where", "some", "any", "{", "}", "(", ")", "[", "]", "<", ">", "\"",
      "\"\"\"", "#\"", "\"#", "\\(", "/*", "*/", "//", "#if", "#endif", "@MainActor", "`", ":",
      "pushViewController(vc, animated: true)", "present(vc, animated: true)", "UIViewController",
    ],
    pairs: [
      ("{", "}"), ("(", ")"), ("[", "]"), ("<", ">"), ("/*", "*/"), ("\"\\(", ")\""),
      ("class A {", "}"), ("struct S { enum E {", "} }"),
    ],
    // The analyser's time on deeply nested declarations is being made linear separately; until
    // then inputs stay small enough not to mistake that for a hang.
    maxSize: 16_000)

  func check(_ input: String) -> String? {
    let result = SwiftAnalyzer.analyze(
      sources: [(path: Self.path, text: input)], options: AnalysisOptions())
    // Lines end at \n, and at a \r the analyser may count on its own.
    let breaks = input.utf8.reduce(0) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
    for diagnostic in result.diagnostics {
      guard diagnostic.file == Self.path else {
        return "a problem names the file \(diagnostic.file)"
      }
      guard diagnostic.line >= 1, diagnostic.line <= breaks + 1 else {
        return "a problem at line \(diagnostic.line) of a file of \(breaks + 1) lines"
      }
      guard diagnostic.column >= 1, diagnostic.column <= input.utf8.count + 1 else {
        return "a problem at column \(diagnostic.column) of a \(input.utf8.count)-byte file"
      }
    }
    _ = result.renderText()
    return nil
  }
}
