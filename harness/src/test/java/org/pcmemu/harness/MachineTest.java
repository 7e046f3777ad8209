package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;

class MachineTest {

    @Test
    void specsNameTheModelAndItsParameters() {
        Machine m = Machine.parse("logp:g=4,L=6,o=2", 64);
        assertEquals(ModelKind.LOGP, m.kind());
        assertEquals("logp P=64 L=6 o=2 g=4", m.label()); // the model's order, not the spec's
        assertEquals(6, m.logP().L());
        assertEquals(1, Machine.parse("postal:lambda=3", 8).logP().g());
        assertEquals("bsp P=8 g=1 L=8 cost=sum", Machine.parse("bsp:g=1,L=8,cost=sum", 8).label());
    }

    @Test
    void aParameterLeftOutTakesTheModelsDefault() {
        assertEquals("logp P=8 L=6 o=2 g=4", Machine.parse("logp", 8).label()); // the LogP paper's Figure 3
        assertEquals("logp P=8 L=9 o=2 g=4", Machine.parse("logp:L=9", 8).label());
        assertEquals("bsp P=8 g=1 L=8", Machine.parse("bsp", 8).label());
        assertEquals("postal P=8 lambda=6", Machine.parse("postal", 8).label());
        assertEquals("dbsp P=8 latency=log k bandwidth=1", Machine.parse("dbsp", 8).label());
        assertEquals(3, Machine.parse("hpram", 8).hPram().l(8)); // log k at k = 8
    }

    @Test
    void algorithmParametersInASpecAreKeptApartFromTheModels() {
        Machine.Given given = Machine.parseGiven("bsp:g=1,L=8,k=4", 64);
        assertEquals("bsp P=64 g=1 L=8", given.machine().label());
        assertEquals(Map.of("k", 4L), given.algorithmParameters());
        assertMessage("machine 'bsp:q=x': the bsp model does not take 'q'; did you mean g or L? (it takes g, L, cost; an"
                + " algorithm parameter is a whole number)", () -> Machine.parseGiven("bsp:q=x", 8));
    }

    @Test
    void aCommaInsideParenthesesBelongsToTheValue() {
        Machine m = Machine.parse("dbsp:latency=1+1000*min(1,floor(k/4)),bandwidth=max(1,log2(k))", 16);
        assertEquals(Map.of("latency", "1+1000*min(1,floor(k/4))", "bandwidth", "max(1,log2(k))"), m.parameters());
        assertEquals(1001, m.dBsp().l(4));
    }

    @Test
    void unknownMissingAndRepeatedKeysAreClearErrors() {
        assertMessage("the logp model does not take 'lambda' (it takes L, o, g, capacity, receive)",
                () -> Machine.parse("logp:L=6,o=2,g=4,lambda=3", 8));
        assertMessage("the bsp model does not take 'l'; did you mean L or g? (it takes g, L, cost)",
                () -> Machine.parse("bsp:g=1,l=3", 8));
        assertMessage("machine 'logp:L=6,L=7': L is given twice", () -> Machine.parse("logp:L=6,L=7", 8));
        assertMessage("machine 'logp:L6': 'L6' is not NAME=VALUE (e.g. logp:L=6,o=2,g=4)",
                () -> Machine.parse("logp:L6", 8));
        assertMessage("unknown model 'pram'; did you mean hpram? (known: logp, postal, loggp, bsp, hpram, dbsp)",
                () -> Machine.parse("pram", 8));
        assertMessage("L must be a whole number of cycles, got 'six'",
                () -> Machine.parse("logp:L=six,o=2,g=4", 8).logP());
    }

    private static void assertMessage(String expected, Runnable r) {
        assertEquals(expected, assertThrows(InvalidParameterException.class, r::run).getMessage());
    }
}
