package org.pcmemu.harness;

/**
 * A whole-number parameter of an algorithm, as the command line names it ({@code --k 4},
 * {@code k=4} in a sweep).
 *
 * @param defaultValue  the value when not given, or null
 * @param optional      whether it may be left out (with no default, the algorithm then chooses)
 * @param least         the smallest value accepted
 */
public record Parameter(String name, String help, Long defaultValue, boolean optional, long least) {

    /** A parameter that must be given. */
    public static Parameter required(String name, long least, String help) {
        return new Parameter(name, help, null, false, least);
    }

    /** A parameter with a default. */
    public static Parameter withDefault(String name, long defaultValue, long least, String help) {
        return new Parameter(name, help, defaultValue, true, least);
    }

    /** A parameter that may be left out, in which case the algorithm chooses (e.g. the paper's k). */
    public static Parameter optional(String name, long least, String help) {
        return new Parameter(name, help, null, true, least);
    }
}
