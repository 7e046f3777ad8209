package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SuggestionsTest {
    private static final List<String> MODELS = List.of("logp", "postal", "bsp", "hpram", "dbsp");

    @Test
    void aTranspositionOrOneLetterOffFindsTheName() {
        assertEquals(List.of("bsp"), Suggestions.close("bps", MODELS));
        assertEquals(List.of("logp"), Suggestions.close("LOG", MODELS));
        assertEquals(List.of("postal"), Suggestions.close("postl", MODELS));
    }

    @Test
    void aPrefixFindsEveryNameItBegins() {
        assertEquals(List.of("heywood-ranka"), Suggestions.close("heywood", List.of("root", "heywood-ranka")));
    }

    @Test
    void nothingCloseSuggestsNothing() {
        assertEquals(List.of(), Suggestions.close("quantum", MODELS));
        assertEquals("", Suggestions.didYouMean("quantum", MODELS));
        assertEquals("; did you mean bsp?", Suggestions.didYouMean("bsq", MODELS));
    }

    @Test
    void theDistanceCountsEditsAndSwaps() {
        assertEquals(0, Suggestions.distance("optimal", "optimal"));
        assertEquals(1, Suggestions.distance("kary", "kray"));
        assertEquals(4, Suggestions.distance("flat", "bin"));
    }
}
