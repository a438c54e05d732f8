import Observing
import PaletteModel
import VDOM

/// The theme editor: the accent's picker and recent colours on one side, on the other a card that wears
/// the accent, with what text on it reads like.
func palettePage(_ palette: Palette) -> Element {
    main {
        header {
            h1 { "Palette" }
            p { "Pick the accent colour of your theme and see it at work." }.class("lead")
        }
        .class("masthead")
        div {
            component { accentEditor(palette) }
            component { themePreview(palette) }
        }
        .class("workspace")
    }
    .class("palette")
}

/// The picker, which a toggle shows and hides, the recent colours and the way back to the default.
private func accentEditor(_ palette: Palette) -> Element {
    section {
        div {
            h2 { "Accent" }.id("accent-title")
            button(palette.isPickerShown ? "Hide picker" : "Show picker") { palette.isPickerShown.toggle() }
                .class("toggle").attribute("aria-expanded", palette.isPickerShown ? "true" : "false")
                .attribute("aria-controls", "picker")
        }
        .class("editor-head")
        if palette.isPickerShown {
            ColourPicker(colour: palette.accent)
                .picking(preview: palette.preview, choose: palette.choose)
                .attribute("id", "picker")
                .class("picker")
        }
        component { recentColours(palette) }
        button("Reset to the default") { palette.reset() }
            .class("reset").disabled(palette.accent == Palette.defaultAccent)
    }
    .class("editor").attribute("aria-labelledby", "accent-title")
}

/// The colours chosen lately as swatches: a click makes one the accent again.
private func recentColours(_ palette: Palette) -> Element {
    div {
        h3 { "Recent" }.id("recent-title")
        if palette.recent.isEmpty {
            p { "The colours you choose show here." }.class("recent-empty")
        } else {
            ul {
                for colour in palette.recent {
                    li {
                        button {
                            span().class("swatch").style("background-color", colour.hex).attribute("aria-hidden", "true")
                            code { colour.hex }
                        }
                        .type("button").class("recent-colour")
                        .attribute("aria-pressed", colour == palette.accent ? "true" : "false")
                        .on(.click) { palette.choose(colour) }
                    }
                    .key(.int(Int(colour.red) << 16 | Int(colour.green) << 8 | Int(colour.blue)))
                }
            }
            .class("recent-list").attribute("aria-labelledby", "recent-title")
        }
    }
    .class("recent")
}

/// A card of a theme in the accent: tabs, a badge, text with a link, a progress bar, a switch and a button
/// whose label is set in the ink that reads best on the accent; then the accent's tints and shades, and
/// that ink's verdict.
private func themePreview(_ palette: Palette) -> Element {
    let contrast = palette.contrast
    return section {
        h2 { "Preview" }.class("visually-hidden").id("preview-title")
        article {
            div {
                span { "Overview" }.class("tab current")
                span { "Activity" }.class("tab")
                span { "Settings" }.class("tab")
            }
            .class("tabs")
            div {
                span().class("avatar").attribute("aria-hidden", "true")
                div {
                    strong { "Weekly report" }
                    small { "Updated just now" }
                }
                span { "New" }.class("badge")
            }
            .class("card-head")
            p {
                "Sales rose 12% this week. "
                a { "See the details" }.href("#details")
                " or share the report with your team."
            }
            div { div().class("progress-bar") }.class("progress")
            label {
                span().class("switch")
                "Email me each Monday"
            }
            .class("setting")
            div {
                button("Share report") {}.class("primary")
                button("Later") {}.class("secondary")
            }
            .class("card-actions")
        }
        .class("theme-card")
        // A sample of the theme, not controls of this page.
        .attribute("inert", present: true)
        div {
            for step in 1...9 { span().class("tone tone-\(step)") }
        }
        .class("tones").attribute("role", "img").attribute("aria-label", "Tints and shades of the accent")
        div {
            span { contrast.ratioText }.class("ratio")
            p {
                contrast.note
                " Accent "
                code { palette.accent.hex }
                "."
            }
        }
        .class(contrast.level == .fails || contrast.level == .largeTextOnly ? "contrast poor" : "contrast good")
        .attribute("role", "status")
    }
    .class("preview").attribute("aria-labelledby", "preview-title")
    .style("--accent", palette.accent.hex).style("--on-accent", contrast.ink.hex)
}
