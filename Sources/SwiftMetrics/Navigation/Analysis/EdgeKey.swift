/// One edge as found, before names: equal edges from several paths are one.
struct EdgeKey: Hashable {
  var from: Int32
  var to: Int32
  var kind: NavigationEdgeKind
  var function: Int
  var file: Int32
  var line: Int32

  init(site: EdgeSite, from: Int32, to: Int32, kind: NavigationEdgeKind) {
    self.from = from
    self.to = to
    self.kind = kind
    function = site.function
    file = site.file
    line = site.line
  }
}
