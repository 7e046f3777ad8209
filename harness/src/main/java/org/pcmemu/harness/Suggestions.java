package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * "Did you mean" for a name the command line does not know (a model, a problem, an algorithm, a
 * parameter): the known names within a small edit distance of it, or that it is a prefix of.
 */
public final class Suggestions {
    private Suggestions() {
    }

    /** The known names close to {@code given}, closest first; empty when none is close. */
    public static List<String> close(String given, Collection<String> known) {
        String wanted = given == null ? "" : given.strip().toLowerCase(Locale.ROOT);
        List<String> out = new ArrayList<>();
        if (wanted.isEmpty()) {
            return out;
        }
        int allowed = wanted.length() <= 3 ? 1 : 2;
        for (int d = 0; d <= allowed; d++) {
            for (String k : known) {
                String name = k.toLowerCase(Locale.ROOT);
                boolean prefix = d == 0 && wanted.length() >= 2 && name.startsWith(wanted);
                if ((prefix || distance(wanted, name) == d) && !out.contains(k)) {
                    out.add(k);
                }
            }
        }
        return out;
    }

    /** " (did you mean sqrt?)" or "" when nothing is close. */
    public static String didYouMean(String given, Collection<String> known) {
        List<String> close = close(given, known);
        return close.isEmpty() ? "" : "; did you mean " + String.join(" or ", close) + "?";
    }

    /* The optimal string alignment distance: insertions, deletions, substitutions, transpositions. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
