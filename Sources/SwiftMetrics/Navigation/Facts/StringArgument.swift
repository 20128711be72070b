/// The text of a plain string literal passed as a storyboard's name or a scene's identifier
/// (`UIStoryboard(name: "Main", bundle: nil)`, `instantiateViewController(withIdentifier:
/// "Login")`): the argument node it was passed as, and the text. Only these labels keep their
/// text: every other literal is dropped, which keeps a large tree's facts small.
struct StringArgument {
  var argument: Int32
  var text: String
}
