/// The faults planted in one app run; none by default. Iterates in name order.
public struct PlantedFaults: Sendable, Equatable, ExpressibleByArrayLiteral, Sequence,
  CustomStringConvertible
{
  private var members: Set<PlantedFault>

  public init(_ faults: some Sequence<PlantedFault> = []) {
    members = Set(faults)
  }

  public init(arrayLiteral faults: PlantedFault...) {
    self.init(faults)
  }

  /// Parses a comma-separated list of names (spaces around names ignored; `""` is none).
  public init(parsing list: String) throws(PlantedFaultError) {
    var faults: [PlantedFault] = []
    for name in list.split(separator: ",").map({ String($0).trimmedInput }) where !name.isEmpty {
      faults.append(try PlantedFault.named(name))
    }
    self.init(faults)
  }

  public func contains(_ fault: PlantedFault) -> Bool {
    members.contains(fault)
  }

  public mutating func insert(_ fault: PlantedFault) {
    members.insert(fault)
  }

  public var isEmpty: Bool { members.isEmpty }
  public var count: Int { members.count }

  public var sorted: [PlantedFault] { members.sorted() }

  public func makeIterator() -> IndexingIterator<[PlantedFault]> {
    sorted.makeIterator()
  }

  /// The names, sorted and comma-separated; `PlantedFaults(parsing:)` reads it back.
  public var description: String {
    sorted.map(\.rawValue).joined(separator: ",")
  }
}
