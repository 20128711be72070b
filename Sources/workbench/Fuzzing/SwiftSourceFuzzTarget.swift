import Foundation
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
    // Larger than the other targets' inputs (room for `HostileSwiftShapes`): the analyser's
    // time and memory are linear in its input whatever the nesting, so a large input is no
    // excuse for a slow answer.
    maxSize: 4_000_000)

  /// One input in four is a hostile shape (a long inheritance chain or cycle, repeated nested
  /// names, …), lightly mutated half of the time; the others are mutated real files.
  func input(_ index: Int, seed: UInt64) -> String {
    var random = SeededGenerator(seed: seed, salt: salt, index: index)
    guard random.oneIn(4) else { return mutator.make(from: seeds, using: &random) }
    let shape = HostileSwiftShapes.make(using: &random)
    return random.oneIn(2) ? shape : mutator.make(from: [shape], using: &random)
  }

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
    return checkJSON(result, inputBytes: input.utf8.count)
  }

  /// The JSON must parse, and grow no faster than its input (a 12 KB file once made 45 MB of
  /// it, every nested type's qualified name written at every level).
  private func checkJSON(_ result: AnalysisResult, inputBytes: Int) -> String? {
    guard let data = try? result.jsonData() else { return "the JSON could not be made" }
    let limit = Self.jsonBytesPerInputByte * inputBytes + Self.jsonBytesOfAnEmptyTree
    guard data.count <= limit else {
      return "\(data.count) bytes of JSON for a \(inputBytes)-byte file (more than \(limit))"
    }
    guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
      return "the JSON does not parse"
    }
    return nil
  }

  /// Generous bounds: a type declared in a few bytes is an object of a few hundred in the JSON.
  static let jsonBytesPerInputByte = 100
  static let jsonBytesOfAnEmptyTree = 64_000
}
