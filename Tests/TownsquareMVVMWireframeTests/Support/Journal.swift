/// What the doubles of one test were told, in order, so that a test can check the order of a
/// view model's calls across its wireframe and module output.
final class Journal {
  var entries: [String] = []
}
