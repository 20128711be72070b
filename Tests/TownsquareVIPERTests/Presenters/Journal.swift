/// What the doubles of one test were told, in order, so that a test can check the order of a
/// presenter's calls across its view, interactor, wireframe and module output.
final class Journal {
  var entries: [String] = []
}
