import Foundation

/// The navigation object of the JSON document, written by itself so that any writer of the
/// whole document can splice it in: keys sorted, two-space indentation, no final newline,
/// starting at the left margin (the caller indents the lines after the first).
extension NavigationGraph {
  /// The navigation object written straight into the document's writer, as `jsonText()` lays
  /// it out: no text of its own to build and re-indent line by line (issue #28). What is
  /// written is handed to `emit` whenever it passes `limit` bytes.
  func write(
    into json: inout JSONWriter, drainingOver limit: Int, to emit: (Data) throws -> Void
  ) rethrows {
    json.beginObject()
    json.key("edges")
    json.beginArray()
    for edge in edges {
      json.element()
      json.beginObject()
      json.key("decidedBy")
      json.string(edge.decidedBy)
      json.key("decidedByRole")
      if let role = edge.decidedByRole { json.string(role.rawValue) } else { json.null() }
      json.key("file")
      json.string(edge.file)
      json.key("from")
      json.string(edge.from)
      json.key("kind")
      json.string(edge.kind.rawValue)
      json.key("line")
      json.integer(edge.line)
      json.key("to")
      json.string(edge.to)
      json.endObject()
      try json.drain(over: limit, to: emit)
    }
    json.endArray()
    json.key("screens")
    json.beginArray()
    for screen in screens {
      json.element()
      json.beginObject()
      json.key("base")
      json.string(screen.base)
      json.key("file")
      json.string(screen.file)
      json.key("line")
      json.integer(screen.line)
      json.key("name")
      if let name = screen.name { json.string(name) } else { json.null() }
      json.key("type")
      json.string(screen.type)
      json.endObject()
      try json.drain(over: limit, to: emit)
    }
    json.endArray()
    json.endObject()
  }

  /// The same object as text, starting at the left margin: the reference the writer is
  /// checked against, and for writers of the whole document other than `JSONWriter`.
  func jsonText() -> String {
    var out = "{\n  \"edges\": "
    if edges.isEmpty {
      out += "[]"
    } else {
      out += "[\n"
      for (offset, edge) in edges.enumerated() {
        out += "    {\n"
        out += "      \"decidedBy\": \(Self.quoted(edge.decidedBy)),\n"
        out +=
          "      \"decidedByRole\": \(edge.decidedByRole.map { Self.quoted($0.rawValue) } ?? "null"),\n"
        out += "      \"file\": \(Self.quoted(edge.file)),\n"
        out += "      \"from\": \(Self.quoted(edge.from)),\n"
        out += "      \"kind\": \(Self.quoted(edge.kind.rawValue)),\n"
        out += "      \"line\": \(edge.line),\n"
        out += "      \"to\": \(Self.quoted(edge.to))\n"
        out += offset == edges.count - 1 ? "    }\n" : "    },\n"
      }
      out += "  ]"
    }
    out += ",\n  \"screens\": "
    if screens.isEmpty {
      out += "[]"
    } else {
      out += "[\n"
      for (offset, screen) in screens.enumerated() {
        out += "    {\n"
        out += "      \"base\": \(Self.quoted(screen.base)),\n"
        out += "      \"file\": \(Self.quoted(screen.file)),\n"
        out += "      \"line\": \(screen.line),\n"
        out += "      \"name\": \(screen.name.map(Self.quoted) ?? "null"),\n"
        out += "      \"type\": \(Self.quoted(screen.type))\n"
        out += offset == screens.count - 1 ? "    }\n" : "    },\n"
      }
      out += "  ]"
    }
    return out + "\n}"
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
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
