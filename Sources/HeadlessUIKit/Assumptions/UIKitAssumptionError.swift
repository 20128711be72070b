/// A name or value `--assume` does not know, or an argument not written `NAME=VALUE`. The
/// known names or values come along so that the command line can suggest the nearest.
public enum UIKitAssumptionError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownName(String, known: [String])
  case unknownValue(name: String, value: String, allowed: [String])
  case malformed(String)

  public var description: String {
    switch self {
    case .unknownName(let name, let known):
      "no UIKit assumption '\(name)'; the assumptions are: " + known.joined(separator: ", ")
    case .unknownValue(let name, let value, let allowed):
      "'\(value)' is not a value of \(name); it is one of: " + allowed.joined(separator: ", ")
    case .malformed(let text):
      "'\(text)' is not NAME=VALUE"
    }
  }
}
