package org.pcmemu.harness;

import java.util.List;

/**
 * A problem as help describes it: its name, one line (what {@code run --help} and {@code list}
 * show), paragraphs of explanation (the claims and the papers), and example command lines.
 */
public record Problem(String name, String line, List<String> text, List<String> examples) {

    public Problem {
        text = List.copyOf(text);
        examples = List.copyOf(examples);
    }

    /** The help text: the line, the paragraphs, the examples, each paragraph one string. */
    public List<String> help() {
        List<String> out = new java.util.ArrayList<>();
        out.add(Character.toUpperCase(line.charAt(0)) + line.substring(1) + ".");
        for (String paragraph : text) {
            out.add("");
            out.add(paragraph);
        }
        if (!examples.isEmpty()) {
            out.add("");
            out.add(examples.size() == 1 ? "Example:" : "Examples:");
            examples.forEach(e -> out.add("  " + e));
        }
        out.add("");
        return out;
    }
}
