package org.pcmemu.harness;

import java.util.List;
import java.util.Locale;

/**
 * A parameter of an algorithm, as the command line names it ({@code --k 4}, {@code k=4} in a
 * sweep): a whole number, or one of a few named choices ({@code --operator concat}), whose value
 * is then the choice's index.
 *
 * @param defaultValue  the value when not given, or null
 * @param optional      whether it may be left out (with no default, the algorithm then chooses)
 * @param least         the smallest value accepted
 * @param choices       the names of the choices, or empty for a number
 * @param printOnly     whether it changes only what {@code run} prints (a table), not the run: it
 *                      is then no column of a results file ({@link ReportFile#PARAMETERS})
 */
public record Parameter(String name, String help, Long defaultValue, boolean optional, long least,
                        List<String> choices, boolean printOnly) {

    public Parameter {
        choices = List.copyOf(choices);
    }

    /** A number that must be given. */
    public static Parameter required(String name, long least, String help) {
        return new Parameter(name, help, null, false, least, List.of(), false);
    }

    /** A number with a default. */
    public static Parameter withDefault(String name, long defaultValue, long least, String help) {
        return new Parameter(name, help, defaultValue, true, least, List.of(), false);
    }

    /** A number that may be left out, in which case the algorithm chooses (e.g. the paper's k). */
    public static Parameter optional(String name, long least, String help) {
        return new Parameter(name, help, null, true, least, List.of(), false);
    }

    /** One of {@code choices} by name, the first by default. */
    public static Parameter choice(String name, List<String> choices, String help) {
        return new Parameter(name, help, 0L, true, 0, choices, false);
    }

    /** A no/yes choice, no by default, that changes only what {@code run} prints ({@code --table}). */
    public static Parameter printed(String name, String help) {
        return new Parameter(name, help, 0L, true, 0, List.of("no", "yes"), true);
    }

    /** Whether its values are named choices. */
    public boolean isChoice() {
        return !choices.isEmpty();
    }

    /** The choice named {@code label} (any case) as its index, or a clear error naming the choices. */
    public long index(String label) {
        String wanted = label.strip().toLowerCase(Locale.ROOT);
        int i = choices.indexOf(wanted);
        if (i < 0) {
            throw new org.pcmemu.emulator.InvalidParameterException("unknown " + name + " '" + label + "'"
                    + Suggestions.didYouMean(label, choices) + " (known: " + String.join(", ", choices) + ")");
        }
        return i;
    }

    /** The name of choice {@code index}. */
    public String label(long index) {
        return choices.get(Math.toIntExact(index));
    }
}
