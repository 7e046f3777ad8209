package org.pcmemu.harness;

import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A problem as help describes it: its name, one line (what {@code run --help} and {@code list}
 * show), paragraphs of explanation (the claims and the papers), example command lines, and the
 * options {@code run} once took for what another option now says.
 */
public record Problem(String name, String line, List<String> text, List<String> examples, Retired retired) {

    public Problem {
        text = List.copyOf(text);
        examples = List.copyOf(examples);
    }

    /** A problem whose {@code run} retired no option. */
    public Problem(String name, String line, List<String> text, List<String> examples) {
        this(name, line, text, examples, Retired.NONE);
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

    /**
     * Options {@code run PROBLEM} once took whose meaning another option now carries (alltoall's
     * {@code --order}, now {@code --algorithm}). Given, they stop the run with one line that names
     * their new form, e.g. "--order is now --algorithm: --algorithm naive".
     *
     * @param options      the old options' names, without the dashes
     * @param replacement  the option that replaced them, e.g. "--algorithm"
     * @param newForm      the old options as given (name to value) written the new way, e.g.
     *                     "--algorithm naive"; it throws an InvalidParameterException for a
     *                     combination that never meant anything
     */
    public record Retired(List<String> options, String replacement, Function<Map<String, String>, String> newForm) {
        /** No option retired. */
        public static final Retired NONE = new Retired(List.of(), "", given -> "");

        public Retired {
            options = List.copyOf(options);
        }

        /** The line that refuses {@code given} (the retired options given, in order, with their values). */
        public String refusal(Map<String, String> given) {
            List<String> names = given.keySet().stream().map(n -> "--" + n).toList();
            return String.join(" and ", names) + (names.size() == 1 ? " is" : " are") + " now " + replacement + ": "
                    + newForm.apply(given);
        }
    }
}
