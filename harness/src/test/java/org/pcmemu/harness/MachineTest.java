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
        assertEquals("bsp p=8 g=1 L=8 cost=sum", Machine.parse("bsp:g=1,L=8,cost=sum", 8).label());
    }

    @Test
    void aCommaInsideParenthesesBelongsToTheValue() {
        Machine m = Machine.parse("dbsp:latency=1+1000*min(1,floor(k/4)),bandwidth=max(1,log2(k))", 16);
        assertEquals(Map.of("latency", "1+1000*min(1,floor(k/4))", "bandwidth", "max(1,log2(k))"), m.parameters());
        assertEquals(1001, m.dBsp().l(4));
    }

    @Test
    void unknownMissingAndRepeatedKeysAreClearErrors() {
        assertMessage("the logp model does not take 'lambda' (it takes L, o, g, capacity)",
                () -> Machine.parse("logp:L=6,o=2,g=4,lambda=3", 8));
        assertMessage("the bsp model needs L (e.g. bsp:g=1,L=8)", () -> Machine.parse("bsp:g=1", 8));
        assertMessage("machine 'logp:L=6,L=7': L is given twice", () -> Machine.parse("logp:L=6,L=7", 8));
        assertMessage("machine 'logp:L6': 'L6' is not NAME=VALUE (e.g. logp:L=6,o=2,g=4)",
                () -> Machine.parse("logp:L6", 8));
        assertMessage("unknown model 'pram' (known: logp, postal, bsp, hpram, dbsp)", () -> Machine.parse("pram", 8));
        assertMessage("L must be a whole number of cycles, got 'six'",
                () -> Machine.parse("logp:L=six,o=2,g=4", 8).logP());
    }

    private static void assertMessage(String expected, Runnable r) {
        assertEquals(expected, assertThrows(InvalidParameterException.class, r::run).getMessage());
    }
}
