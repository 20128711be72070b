/// The spellings of symbols, each made into a `String` once and then shared: a name that
/// occurs in thousands of places costs one string.
final class SymbolNames {
  let table: SymbolTable
  private var spellings: [String?]

  init(_ table: SymbolTable) {
    self.table = table
    spellings = [String?](repeating: nil, count: table.count)
  }

  subscript(symbol: Int32) -> String {
    if let known = spellings[Int(symbol)] { return known }
    let name = table.name(symbol)
    spellings[Int(symbol)] = name
    return name
  }
}
