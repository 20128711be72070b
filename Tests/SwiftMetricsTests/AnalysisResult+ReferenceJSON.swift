import Foundation

@testable import SwiftMetrics

/// The JSON of a result as the first writer built it, a tree of values sorted at run time: the
/// reference for `jsonData()`.
extension AnalysisResult {
  func referenceJSONData() -> Data { Data(jsonValue().rendered().utf8) }

  func jsonValue() -> JSONValue {
    .object([
      "schemaVersion": .integer(Self.schemaVersion),
      "roots": .strings(roots),
      "sharedRoots": .strings(sharedRoots),
      "groupBy": .string(groupBy.rawValue),
      "screenFolders": .strings(screenFolders),
      "roleMapping": .strings(roleMapping),
      "definitions": .object(MetricDefinitions.all.mapValues { .string($0) }),
      "totals": totals.jsonValue(),
      "components": .array(components.map { $0.jsonValue() }),
      "types": .array(types.map { $0.jsonValue() }),
      "cycles": .array(cycles.map { .strings($0) }),
      "screensKnown": .array(screensKnown.map { $0.jsonValue() }),
      "navigation": .raw(navigation.jsonText()),
      "navigationAwareTypes": .strings(navigationAwareTypes),
      "files": .array(files.map { $0.jsonValue() }),
      "ambiguousReferences": .array(
        ambiguousReferences.map {
          .object([
            "name": .string($0.name), "file": .string($0.file), "line": .integer($0.line),
            "count": .integer($0.count), "candidates": .strings($0.candidates),
          ])
        }),
      "diagnostics": .array(
        diagnostics.map {
          .object([
            "file": .string($0.file), "line": .integer($0.line), "column": .integer($0.column),
            "message": .string($0.message),
          ])
        }),
    ])
  }
}

extension TreeTotals {
  func jsonValue() -> JSONValue {
    .object([
      "files": .integer(files), "codeLines": .integer(codeLines), "lines": .integer(lines),
      "types": .integer(types),
      "typesByKind": .object(
        Dictionary(uniqueKeysWithValues: typesByKind.map { ($0.key.rawValue, .integer($0.value)) })),
      "typesByRole": .object(
        Dictionary(uniqueKeysWithValues: typesByRole.map { ($0.key.rawValue, .integer($0.value)) })),
      "protocols": .integer(protocols), "typealiases": .integer(typealiases),
      "extensions": .integer(extensions), "components": .integer(components),
      "screens": .integer(screens), "protocolsPerScreen": .ratio(protocolsPerScreen),
      "filesPerScreen": .ratio(filesPerScreen), "cycles": .integer(cycles),
      "navigationAwareTypes": .integer(navigationAwareTypes), "imports": .strings(imports),
      "sharedFiles": .integer(sharedFiles), "sharedCodeLines": .integer(sharedCodeLines),
      "sharedShare": .ratio(sharedShare), "diagnostics": .integer(diagnostics),
      "ambiguousReferences": .integer(ambiguousReferences),
      "testFilesLeftOut": .integer(testFilesLeftOut),
      "vendoredFilesLeftOut": .integer(vendoredFilesLeftOut),
    ])
  }
}

extension ComponentMetrics {
  func jsonValue() -> JSONValue {
    .object([
      "name": .string(name), "shared": .bool(isShared),
      "screen": screen.map { .string($0) } ?? .null,
      "files": .strings(files), "codeLines": .integer(codeLines), "types": .integer(types),
      "protocols": .integer(protocols), "ca": .integer(ca), "ce": .integer(ce),
      "instability": .ratio(instability), "abstractness": .ratio(abstractness),
      "distance": .ratio(distance),
      "roles": .object(
        Dictionary(uniqueKeysWithValues: roleCounts.map { ($0.key.rawValue, .integer($0.value)) })),
      "dependsOn": .strings(dependsOn), "usedBy": .strings(usedBy),
    ])
  }
}

extension TypeMetrics {
  func jsonValue() -> JSONValue {
    .object([
      "name": .string(name), "kind": .string(kind.rawValue), "role": .string(role.rawValue),
      "component": .string(component), "file": .string(file), "line": .integer(line),
      "column": .integer(column), "shared": .bool(isShared), "members": .integer(members),
      "inherits": .strings(inherits), "cbo": .integer(cbo),
      "navigationAware": .bool(navigationAware),
      "navigationReasons": .strings(navigationReasons),
      "outgoing": .array(
        outgoing.map { .object(["to": .string($0.to), "count": .integer($0.count)]) }),
    ])
  }
}

extension ScreenKnowledge {
  func jsonValue() -> JSONValue {
    .object([
      "component": .string(component), "screen": .string(screen), "count": .integer(count),
      "known": .array(
        known.map {
          .object([
            "component": .string($0.component), "screen": .string($0.screen),
            "through": .strings($0.through),
          ])
        }),
    ])
  }
}

extension FileMetrics {
  func jsonValue() -> JSONValue {
    .object([
      "path": .string(path), "component": .string(component), "shared": .bool(isShared),
      "codeLines": .integer(codeLines), "lines": .integer(lines), "imports": .strings(imports),
    ])
  }
}
