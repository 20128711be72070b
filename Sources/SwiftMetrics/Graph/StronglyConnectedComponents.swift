/// Tarjan's algorithm, iterative (a deep graph must not overflow the stack).
enum StronglyConnectedComponents {
  /// The strongly connected components of a graph given as adjacency lists, each a list of
  /// vertices; singletons included.
  static func find(_ adjacency: [[Int]]) -> [[Int]] {
    let count = adjacency.count
    var index = [Int](repeating: -1, count: count)
    var lowLink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var result: [[Int]] = []
    var nextIndex = 0
    for root in 0..<count where index[root] < 0 {
      // Each frame: a vertex and how many of its successors were visited.
      var frames: [(vertex: Int, edge: Int)] = [(root, 0)]
      index[root] = nextIndex
      lowLink[root] = nextIndex
      nextIndex += 1
      stack.append(root)
      onStack[root] = true
      while let frame = frames.last {
        let vertex = frame.vertex
        if frame.edge < adjacency[vertex].count {
          frames[frames.count - 1].edge += 1
          let next = adjacency[vertex][frame.edge]
          if index[next] < 0 {
            index[next] = nextIndex
            lowLink[next] = nextIndex
            nextIndex += 1
            stack.append(next)
            onStack[next] = true
            frames.append((next, 0))
          } else if onStack[next] {
            lowLink[vertex] = min(lowLink[vertex], index[next])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last {
          lowLink[parent.vertex] = min(lowLink[parent.vertex], lowLink[vertex])
        }
        if lowLink[vertex] == index[vertex] {
          var component: [Int] = []
          while let top = stack.popLast() {
            onStack[top] = false
            component.append(top)
            if top == vertex { break }
          }
          result.append(component)
        }
      }
    }
    return result
  }
}
