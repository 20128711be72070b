/// An expression a call passes for a parameter, with the file and function it is written in.
struct PassedValue {
  var file: Int32
  var node: Int32
  var function: Int
  /// The parameter's default value, the call leaving the argument out.
  var isDefault: Bool
}
