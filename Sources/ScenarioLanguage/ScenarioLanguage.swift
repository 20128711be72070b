/// The ScenarioLanguage module. (Placeholder until its issue fills it.)
public enum ScenarioLanguageModule {
  public static let name = "ScenarioLanguage"
}
