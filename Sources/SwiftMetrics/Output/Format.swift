/// Number formatting without locale or platform differences.
enum Format {
  /// `value` rounded half away from zero to `decimals` places, always with that many decimals.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(whole) }
    return sign + String(whole) + "."
      + String(repeating: "0", count: decimals - fraction.count) + fraction
  }

  static func ratio(_ value: Double?, decimals: Int = 2) -> String {
    value.map { fixed($0, decimals: decimals) } ?? "n/a"
  }
}
