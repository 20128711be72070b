import Dispatch
import Foundation

/// The JSON form of a result; the schema is documented in Sources/SwiftMetrics/SwiftMetrics.docc/SwiftMetrics.md
/// ("JSON schema"). Keys are sorted (each object below lists them in that order), lists keep the
/// result's order, ratios have three decimals and "n/a" is `null`.
extension AnalysisResult {
  public func jsonData() throws -> Data { jsonBytes() }

  func jsonBytes() -> Data {
    var whole = Data()
    writeJSON { whole.append($0) }
    return whole
  }

  /// Types written per piece by one thread: a few megabytes.
  static let typesPerPiece = 1024

  /// The bytes of the part before the types (components, files, the navigation graph: some
  /// 30 MB at a million navigation-dense lines) handed on at a time: that part is written in
  /// pieces too, not held whole and then copied (issue #28).
  static let headPieceBytes = 1 << 20

  /// The JSON document, handed to `emit` in pieces in order (the whole never in memory: a
  /// million lines make some 80 MB). The types are most of the document and its last key:
  /// they are written a piece per core at a time, then handed on in order.
  public func writeJSON(to emit: (Data) throws -> Void) rethrows {
    try writeJSON(to: emit, headPieceBytes: Self.headPieceBytes)
  }

  /// As `writeJSON(to:)`, the part before the types handed on whenever it passes
  /// `headPieceBytes`.
  func writeJSON(to emit: (Data) throws -> Void, headPieceBytes: Int) rethrows {
    var json = JSONWriter(capacity: 1 << 20)
    // The first type by this writer, so that every piece's types follow an element.
    try write(
      into: &json, typesUpTo: min(1, types.count), pieceBytes: headPieceBytes, emit: emit)
    try emit(json.drain())
    var start = min(1, types.count)
    let width = Self.typesPerPiece
    let pieces = Pieces(count: ProcessInfo.processInfo.activeProcessorCount)
    while start < types.count {
      let ranges = (0..<pieces.slots.count).map { slot in
        min(start + slot * width, types.count)..<min(start + (slot + 1) * width, types.count)
      }
      DispatchQueue.concurrentPerform(iterations: ranges.count) { [self] slot in
        guard !ranges[slot].isEmpty else { return }
        var part = JSONWriter(capacity: 1024 + 700 * ranges[slot].count, depth: 2)
        for type in types[ranges[slot]] {
          part.element()
          type.write(into: &part)
        }
        pieces.slots[slot] = part.data(finished: false)
      }
      for slot in pieces.slots.indices {
        if let piece = pieces.slots[slot] { try emit(piece) }
        pieces.slots[slot] = nil
      }
      start = ranges.last!.upperBound
    }
    json.endArray()
    json.endObject()
    try emit(json.data())
  }

  /// Where each thread leaves its piece; each slot written by one thread, read after all.
  private final class Pieces: @unchecked Sendable {
    var slots: [Data?]
    init(count: Int) { slots = [Data?](repeating: nil, count: max(1, count)) }
  }

  /// Everything up to the `types` array's first `typesUpTo` elements, left open; what is
  /// written is handed to `emit` whenever it passes `limit` bytes.
  func write(
    into json: inout JSONWriter, typesUpTo end: Int, pieceBytes limit: Int,
    emit: (Data) throws -> Void
  ) rethrows {
    json.beginObject()
    json.key("ambiguousReferences")
    json.beginArray()
    for reference in ambiguousReferences {
      json.element()
      json.beginObject()
      json.key("candidates")
      json.strings(reference.candidates)
      json.key("count")
      json.integer(reference.count)
      json.key("file")
      json.string(reference.file)
      json.key("line")
      json.integer(reference.line)
      json.key("name")
      json.string(reference.name)
      json.endObject()
    }
    json.endArray()
    json.key("components")
    json.beginArray()
    for component in components {
      json.element()
      component.write(into: &json)
      try json.drain(over: limit, to: emit)
    }
    json.endArray()
    json.key("cycles")
    json.beginArray()
    for cycle in cycles {
      json.element()
      json.strings(cycle)
    }
    json.endArray()
    json.key("definitions")
    json.beginObject()
    for name in MetricDefinitions.sortedNames {
      json.key(named: name)
      json.string(MetricDefinitions.all[name]!)
    }
    json.endObject()
    json.key("diagnostics")
    json.beginArray()
    for diagnostic in diagnostics {
      json.element()
      json.beginObject()
      json.key("column")
      json.integer(diagnostic.column)
      json.key("file")
      json.string(diagnostic.file)
      json.key("line")
      json.integer(diagnostic.line)
      json.key("message")
      json.string(diagnostic.message)
      json.endObject()
    }
    json.endArray()
    json.key("files")
    json.beginArray()
    for file in files {
      json.element()
      file.write(into: &json)
      try json.drain(over: limit, to: emit)
    }
    json.endArray()
    json.key("groupBy")
    json.string(groupBy.rawValue)
    json.key("navigation")
    try navigation.write(into: &json, drainingOver: limit, to: emit)
    json.key("navigationAwareTypes")
    json.strings(navigationAwareTypes)
    json.key("roleMapping")
    json.strings(roleMapping)
    json.key("roots")
    json.strings(roots)
    json.key("schemaVersion")
    json.integer(Self.schemaVersion)
    json.key("screenFolders")
    json.strings(screenFolders)
    json.key("screensKnown")
    json.beginArray()
    for knowledge in screensKnown {
      json.element()
      knowledge.write(into: &json)
      try json.drain(over: limit, to: emit)
    }
    json.endArray()
    json.key("sharedRoots")
    json.strings(sharedRoots)
    json.key("totals")
    totals.write(into: &json)
    json.key("types")
    json.beginArray()
    for type in types[..<end] {
      json.element()
      type.write(into: &json)
    }
  }
}

extension TreeTotals {
  func write(into json: inout JSONWriter) {
    json.beginObject()
    json.key("ambiguousReferences")
    json.integer(ambiguousReferences)
    json.key("codeLines")
    json.integer(codeLines)
    json.key("components")
    json.integer(components)
    json.key("cycles")
    json.integer(cycles)
    json.key("diagnostics")
    json.integer(diagnostics)
    json.key("extensions")
    json.integer(extensions)
    json.key("files")
    json.integer(files)
    json.key("filesPerScreen")
    json.ratio(filesPerScreen)
    json.key("imports")
    json.strings(imports)
    json.key("lines")
    json.integer(lines)
    json.key("navigationAwareTypes")
    json.integer(navigationAwareTypes)
    json.key("protocols")
    json.integer(protocols)
    json.key("protocolsPerScreen")
    json.ratio(protocolsPerScreen)
    json.key("screens")
    json.integer(screens)
    json.key("sharedCodeLines")
    json.integer(sharedCodeLines)
    json.key("sharedFiles")
    json.integer(sharedFiles)
    json.key("sharedShare")
    json.ratio(sharedShare)
    json.key("testFilesLeftOut")
    json.integer(testFilesLeftOut)
    json.key("typealiases")
    json.integer(typealiases)
    json.key("types")
    json.integer(types)
    json.key("typesByKind")
    json.counts(typesByKind.map { ($0.key.rawValue, $0.value) })
    json.key("typesByRole")
    json.counts(typesByRole.map { ($0.key.rawValue, $0.value) })
    json.key("vendoredFilesLeftOut")
    json.integer(vendoredFilesLeftOut)
    json.endObject()
  }
}

extension ComponentMetrics {
  func write(into json: inout JSONWriter) {
    json.beginObject()
    json.key("abstractness")
    json.ratio(abstractness)
    json.key("ca")
    json.integer(ca)
    json.key("ce")
    json.integer(ce)
    json.key("codeLines")
    json.integer(codeLines)
    json.key("dependsOn")
    json.strings(dependsOn)
    json.key("distance")
    json.ratio(distance)
    json.key("files")
    json.strings(files)
    json.key("instability")
    json.ratio(instability)
    json.key("name")
    json.string(name)
    json.key("protocols")
    json.integer(protocols)
    json.key("roles")
    json.counts(roleCounts.map { ($0.key.rawValue, $0.value) })
    json.key("screen")
    if let screen { json.string(screen) } else { json.null() }
    json.key("shared")
    json.bool(isShared)
    json.key("types")
    json.integer(types)
    json.key("usedBy")
    json.strings(usedBy)
    json.endObject()
  }
}

extension TypeMetrics {
  func write(into json: inout JSONWriter) {
    json.beginObject()
    json.key("cbo")
    json.integer(cbo)
    json.key("column")
    json.integer(column)
    json.key("component")
    json.string(component)
    json.key("file")
    json.string(file)
    json.key("inherits")
    json.strings(inherits)
    json.key("kind")
    json.string(kind.rawValue)
    json.key("line")
    json.integer(line)
    json.key("members")
    json.integer(members)
    json.key("name")
    json.string(name)
    json.key("navigationAware")
    json.bool(navigationAware)
    json.key("navigationReasons")
    json.strings(navigationReasons)
    json.key("outgoing")
    json.beginArray()
    for edge in outgoing {
      json.element()
      json.beginObject()
      json.key("count")
      json.integer(edge.count)
      json.key("to")
      json.string(edge.to)
      json.endObject()
    }
    json.endArray()
    json.key("role")
    json.string(role.rawValue)
    json.key("shared")
    json.bool(isShared)
    json.endObject()
  }
}

extension ScreenKnowledge {
  func write(into json: inout JSONWriter) {
    json.beginObject()
    json.key("component")
    json.string(component)
    json.key("count")
    json.integer(count)
    json.key("known")
    json.beginArray()
    for screen in known {
      json.element()
      json.beginObject()
      json.key("component")
      json.string(screen.component)
      json.key("screen")
      json.string(screen.screen)
      json.key("through")
      json.strings(screen.through)
      json.endObject()
    }
    json.endArray()
    json.key("screen")
    json.string(screen)
    json.endObject()
  }
}

extension FileMetrics {
  func write(into json: inout JSONWriter) {
    json.beginObject()
    json.key("codeLines")
    json.integer(codeLines)
    json.key("component")
    json.string(component)
    json.key("imports")
    json.strings(imports)
    json.key("lines")
    json.integer(lines)
    json.key("path")
    json.string(path)
    json.key("shared")
    json.bool(isShared)
    json.endObject()
  }
}

extension JSONWriter {
  /// An object of counts by name (roles, kinds), its keys sorted.
  mutating func counts(_ pairs: [(String, Int)]) {
    beginObject()
    for (name, count) in pairs.sorted(by: { $0.0 < $1.0 }) {
      key(named: name)
      integer(count)
    }
    endObject()
  }
}
