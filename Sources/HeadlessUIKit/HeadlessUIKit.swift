/// The HeadlessUIKit module. (Placeholder until its issue fills it.)
public enum HeadlessUIKitModule {
  public static let name = "HeadlessUIKit"
}
