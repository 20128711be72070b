/// Number formatting without locale or platform differences.
enum Format {
  /// `value` rounded half away from zero to `decimals` places, always with that many decimals.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    // Written backwards: the decimals, the point, the whole part, the sign.
    var digits: [UInt8] = []
    var rest = scaled
    for _ in 0..<decimals {
      digits.append(UInt8(0x30 + rest % 10))
      rest /= 10
    }
    if decimals > 0 { digits.append(0x2E) }
    repeat {
      digits.append(UInt8(0x30 + rest % 10))
      rest /= 10
    } while rest > 0
    if value < 0 && scaled != 0 { digits.append(0x2D) }
    return String(decoding: digits.reversed(), as: UTF8.self)
  }

  static func ratio(_ value: Double?, decimals: Int = 2) -> String {
    value.map { fixed($0, decimals: decimals) } ?? "n/a"
  }
}
