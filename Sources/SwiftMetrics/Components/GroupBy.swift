/// How files and types are grouped into components.
public enum GroupBy: String, Sendable, CaseIterable, Codable {
  /// Each folder holding Swift files (`TownsquareVIPER/Modules/Login`).
  case folder
  /// Each target: the folder after `Sources/` (`TownsquareVIPER`); without a `Sources/` folder
  /// in the path, the analysed root.
  case target
  /// Modules however the tree lays them out: each folder under a module folder
  /// (`Modules/Login`, `Features/Feed/…`, any of `AnalysisOptions.screenFolders`, in any
  /// case) with everything below it; outside those, a type-name stem that several files share,
  /// one of them a screen's view (`Presenters/LoginPresenter.swift` and
  /// `Views/LoginViewController.swift` → `Login`); else the folder. The default of
  /// `workbench analyze`.
  case module
  /// The type name without its role suffixes (`LoginPresenter`, `LoginViewController` →
  /// `Login`). Each file joins one component (its name's stem if that is one of its types',
  /// else its types' most common stem), files without types `(no types)`; a stem is a screen
  /// when its types lie under a screens folder.
  case stem
}

/// Type-name stems: role and protocol endings removed, repeatedly.
enum Stem {
  static let endings: [String] =
    (RoleClassifier.defaultRules.map(\.suffix)
    + RoleClassifier.protocolEndings + Vocabulary.stemEndings)
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }

  static let endingBytes: [[UInt8]] = endings.map { Array($0.utf8) }

  static func of(_ name: String, extraEndings: [String] = []) -> String {
    let bytes = Array(name.utf8)
    let candidates = extraEndings.map { Array($0.utf8) } + endingBytes
    var length = bytes.count
    while let ending = candidates.first(where: {
      length > $0.count && RoleClassifier.hasSuffix(bytes, length, $0)
    }) {
      length -= ending.count
    }
    return String(decoding: bytes[..<length], as: UTF8.self)
  }

  /// `LoginViewController+Layout.swift` → `Login`.
  static func ofFile(_ fileName: String, extraEndings: [String] = []) -> String {
    var base = Substring(fileName)
    if base.hasSuffix(".swift") { base = base.dropLast(6) }
    if let plus = base.firstIndex(of: "+") { base = base[..<plus] }
    return of(String(base), extraEndings: extraEndings)
  }
}
