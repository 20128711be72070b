/// A planted-fault name that does not exist.
public enum PlantedFaultError: Error, Sendable, Equatable, CustomStringConvertible {
  case unknown(String)

  public var description: String {
    switch self {
    case .unknown(let name):
      let known = PlantedFault.all.map(\.rawValue).joined(separator: ", ")
      return "unknown planted fault \"\(name)\"; known faults: \(known)"
    }
  }
}
