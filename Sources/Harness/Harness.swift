/// The Harness module. (Placeholder until its issue fills it.)
public enum HarnessModule {
  public static let name = "Harness"
}
