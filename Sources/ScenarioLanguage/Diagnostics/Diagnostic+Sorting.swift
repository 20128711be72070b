extension [Diagnostic] {
  /// By line and column (a diagnostic without a location first); diagnostics at the same place
  /// keep the order in which they were found.
  func sortedByLocation() -> [Diagnostic] {
    let origin = SourceLocation(line: 0, column: 0)
    return enumerated().sorted { lhs, rhs in
      let left = lhs.element.location ?? origin
      let right = rhs.element.location ?? origin
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
  }
}
