import Foundation

/// Writes a pretty-printed JSON document in pieces, each value encoded on its own and indented
/// to its depth, in the layout `JSONEncoder` gives a whole document (two spaces a level,
/// `"key" : value`). JSON strings hold no raw newline, so indenting line by line is safe.
struct PrettyJSONWriter {
  let encoder: JSONEncoder
  let sink: (Data) throws -> Void
  /// Per open container: whether it has a member yet.
  private var started: [Bool] = []
  /// A key was just written: the next value follows it on the same line.
  private var afterKey = false

  init(encoder: JSONEncoder, sink: @escaping (Data) throws -> Void) {
    self.encoder = encoder
    self.sink = sink
  }

  private var indent: String { String(repeating: "  ", count: started.count) }

  /// The separator and indentation before the next member or element.
  private mutating func beginValue() throws {
    if afterKey {
      afterKey = false
      return
    }
    guard !started.isEmpty else { return }
    try sink(Data(((started[started.count - 1] ? ",\n" : "\n") + indent).utf8))
    started[started.count - 1] = true
  }

  mutating func open(_ bracket: String) throws {
    try beginValue()
    try sink(Data(bracket.utf8))
    started.append(false)
  }

  mutating func close(_ bracket: String) throws {
    let hadMembers = started.removeLast()
    try sink(Data(((hadMembers ? "\n" + indent : "") + bracket).utf8))
  }

  mutating func key(_ name: String) throws {
    try beginValue()
    try sink(encoder.encode(name))
    try sink(Data(" : ".utf8))
    afterKey = true
  }

  mutating func member(_ name: String, _ value: some Encodable) throws {
    try key(name)
    try raw(encoder.encode(value))
  }

  mutating func element(_ value: some Encodable) throws {
    try raw(encoder.encode(value))
  }

  /// A value already encoded as JSON, indented to the current depth.
  mutating func raw(_ json: Data) throws {
    try beginValue()
    guard !started.isEmpty, json.contains(0x0A) else { return try sink(json) }
    let pad = Data(indent.utf8)
    var indented = Data()
    indented.reserveCapacity(json.count + json.count / 8)
    for byte in json {
      indented.append(byte)
      if byte == 0x0A { indented.append(pad) }
    }
    try sink(indented)
  }
}
