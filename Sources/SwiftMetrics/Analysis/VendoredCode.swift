/// What counts as vendored third-party code, always left out of screens, graph and totals: a
/// review is about the team's own app, and a dependency checked into the tree (CocoaPods,
/// Carthage, Swift packages Xcode resolved beside the project, copied-in libraries) is not its
/// code, however many view controllers it declares.
///
/// A file is vendored when a folder below the analysed root has one of `folderNames`, compared
/// without case (`Pods`, `Carthage`, `SourcePackages`, `.build`, `checkouts`, `DerivedData`,
/// `vendor`, `Vendored`, `ThirdParty`, `third_party`, `3rdParty`). Giving such a folder as the
/// root itself analyses it: only what lies below the root is judged, as for tests.
enum VendoredCode {
  /// Lower-cased folder names: the dependency managers' own folders and the common names of a
  /// folder of copied-in libraries. Names that app code also uses for its own code
  /// (`External`, `Frameworks`, `Libraries`) are not listed.
  static let folderNames: Set<String> = [
    "pods", "carthage", "sourcepackages", ".build", "checkouts", "deriveddata", "vendor",
    "vendors", "vendored", "thirdparty", "third-party", "third_party", "3rdparty",
  ]

  /// Whether the folders between the root and a file mark it as vendored.
  static func isVendoredPath(folders: [String]) -> Bool {
    folders.contains { folderNames.contains($0.lowercased()) }
  }

  /// Removes the vendored files from `sources`; returns how many there were.
  static func removeVendored(from sources: inout [SourceFile]) -> Int {
    let before = sources.count
    // Only a tree with vendored code pays for removing it.
    if sources.contains(where: { isVendoredPath(folders: $0.folders) }) {
      sources.removeAll { isVendoredPath(folders: $0.folders) }
    }
    return before - sources.count
  }
}
