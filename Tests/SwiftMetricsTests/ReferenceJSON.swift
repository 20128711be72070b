@testable import SwiftMetrics

/// The analysis's first JSON writer, kept as the reference the streaming `JSONWriter` must match
/// byte for byte: a tree of values, object keys sorted at run time, ratios with three decimals,
/// two-space indentation, a final newline.
enum JSONValue: Equatable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case integer(Int)
  /// A ratio, written with exactly three decimals.
  case ratio(Double)
  case bool(Bool)
  case null
  /// Text already written as JSON by a writer of its own (the navigation object), starting at
  /// the left margin; its lines after the first are indented to where it goes.
  case raw(String)

  static func ratio(_ value: Double?) -> JSONValue { value.map { .ratio($0) } ?? .null }
  static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

  func rendered() -> String {
    var output = ""
    write(into: &output, indent: "")
    output += "\n"
    return output
  }

  private func write(into output: inout String, indent: String) {
    switch self {
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      let inner = indent + "  "
      output += "{\n"
      for (offset, key) in members.keys.sorted().enumerated() {
        output += inner + Self.quoted(key) + ": "
        members[key]!.write(into: &output, indent: inner)
        output += offset == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    case .array(let values):
      guard !values.isEmpty else {
        output += "[]"
        return
      }
      let inner = indent + "  "
      output += "[\n"
      for (offset, value) in values.enumerated() {
        output += inner
        value.write(into: &output, indent: inner)
        output += offset == values.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .string(let text): output += Self.quoted(text)
    case .integer(let value): output += String(value)
    case .ratio(let value): output += Format.fixed(value, decimals: 3)
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "null"
    case .raw(let text): output += text.replacingOccurrences(of: "\n", with: "\n" + indent)
    }
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
