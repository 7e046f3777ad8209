/**
 * The LogP model (Culler et al. 1993, section 3) and the postal model (Karp, Sahay, Santos,
 * Schauser, SPAA 1993, section 1) as a program sees them, on the window engine.
 *
 * <pre>
 *   LogP.run(program, options[, hints])   one thread per processor, each runs program.run(processor)
 *   LogPProcessor.send(to, x)             starts at max(now, lastSendStart + g), busy o, arrives L later
 *   LogPProcessor.receive()               at max(now, arrival, lastReceiveStart + g), busy o
 *   ReceiveBuffer                         the buffered postal model (SPAA section 3.5)
 * </pre>
 *
 * <p>Threading contract: {@link org.pcmemu.models.logp.LogP} and its results are immutable; a
 * {@link org.pcmemu.models.logp.LogPProcessor} or {@link org.pcmemu.models.logp.ReceiveBuffer} is
 * called only from its processor's own thread. The rules are in docs/models.md, "LogP".
 */
package org.pcmemu.models.logp;
