import Foundation

/// Reads the change requests under a folder (`Scenarios/changes`), one sub-folder each.
public enum ChangeRequestLoader {
  public static let defaultPath = "Scenarios/changes"
  public static let sharedPatchName = "shared.patch"
  static let changedScenariosHeading = "## Scenarios changed on purpose"

  /// Every request under `root`, by folder name; the first problem found ends the load, as a
  /// request that cannot be read cannot be measured.
  public static func load(root: String = defaultPath, variantIDs: [String])
    throws(PatchError) -> [ChangeRequest]
  {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: root) else {
      throw PatchError(file: root, line: 1, message: "no change requests here")
    }
    var requests: [ChangeRequest] = []
    for name in names.sorted() {
      var isDirectory: ObjCBool = false
      let folder = root + "/" + name
      guard manager.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      requests.append(try load(folder: folder, name: name, variantIDs: variantIDs))
    }
    guard !requests.isEmpty else {
      throw PatchError(file: root, line: 1, message: "no change request folders here")
    }
    return requests
  }

  static func load(folder: String, name: String, variantIDs: [String])
    throws(PatchError) -> ChangeRequest
  {
    let readmePath = folder + "/README.md"
    guard let readme = try? String(contentsOfFile: readmePath, encoding: .utf8) else {
      throw PatchError(file: readmePath, line: 1, message: "a change request needs a README.md")
    }
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    guard let heading = lines.first(where: { $0.hasPrefix("# ") }) else {
      throw PatchError(file: readmePath, line: 1, message: "the README needs a '# Title' line")
    }
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    var patches: [String: UnifiedDiff] = [:]
    for id in variantIDs {
      let patchPath = folder + "/" + id + ".patch"
      // A variant without its patch yet is measured as missing, not refused.
      guard let text = try? String(contentsOfFile: patchPath, encoding: .utf8) else { continue }
      patches[id] = try UnifiedDiff.parse(text, name: patchPath)
    }
    let sharedPath = folder + "/" + sharedPatchName
    var shared: UnifiedDiff?
    if let text = try? String(contentsOfFile: sharedPath, encoding: .utf8) {
      shared = try UnifiedDiff.parse(text, name: sharedPath)
    }
    let scenarios = files.filter { $0.hasSuffix(".scenario") }.map { folder + "/" + $0 }
    guard !scenarios.isEmpty else {
      throw PatchError(
        file: folder, line: 1, message: "a change request needs scenarios that show it done")
    }
    return ChangeRequest(
      name: name, path: folder, title: String(heading.dropFirst(2)),
      changedScenarios: try changedScenarios(in: lines, readmePath: readmePath),
      sharedPatch: shared, patches: patches, scenarioFiles: scenarios)
  }

  /// The quoted titles listed under the "Scenarios changed on purpose" heading.
  static func changedScenarios(in lines: [Substring], readmePath: String)
    throws(PatchError) -> [String]
  {
    guard let start = lines.firstIndex(where: { $0.hasPrefix(changedScenariosHeading) }) else {
      return []
    }
    var titles: [String] = []
    for (offset, line) in lines[(start + 1)...].enumerated() {
      if line.hasPrefix("#") { break }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("- ") else { continue }
      let item = trimmed.dropFirst(2)
      guard item.count >= 2, item.hasPrefix("\""), item.hasSuffix("\"") else {
        throw PatchError(
          file: readmePath, line: start + offset + 2,
          message: "list a changed scenario by its title in double quotes")
      }
      titles.append(String(item.dropFirst().dropLast()))
    }
    return titles
  }
}
